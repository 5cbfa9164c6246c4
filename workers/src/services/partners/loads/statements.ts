// The batch writes of a push, each one statement over a JSON array (json_each): a thousand loads
// are three statements, not three thousand, and D1's 100-parameter limit never applies.
import type { newLoadRow } from "../../loads/create";

type LoadRow = ReturnType<typeof newLoadRow>;

/** The loads columns a push writes, with the JSON field each comes from. */
const CONTENT_COLUMNS: [column: string, field: keyof LoadRow][] = [
  ["broker_name", "brokerName"],
  ["broker_email", "brokerEmail"],
  ["broker_mc_number", "brokerMcNumber"],
  ["broker_user_id", "brokerUserId"],
  ["brokerage_id", "brokerageId"],
  ["load_number", "loadNumber"],
  ["date", "date"],
  ["pickup_city", "pickupCity"],
  ["pickup_state", "pickupState"],
  ["pickup_latitude", "pickupLatitude"],
  ["pickup_longitude", "pickupLongitude"],
  ["delivery_city", "deliveryCity"],
  ["delivery_state", "deliveryState"],
  ["delivery_latitude", "deliveryLatitude"],
  ["delivery_longitude", "deliveryLongitude"],
  ["mileage", "mileage"],
  ["weight", "weight"],
  ["rate_cents", "rateCents"],
  ["trailer_type", "trailerType"],
];
const NEW_COLUMNS: [string, keyof LoadRow][] = [
  ["id", "id"],
  ["user_id", "userId"],
  ...CONTENT_COLUMNS,
  ["uploaded_at", "uploadedAt"],
  ["upload_timestamp", "uploadTimestamp"],
  ["deadline_at", "deadlineAt"],
];

const field = (name: string) => `json_extract(value, '$.${name}')`;

export const INSERT_LOADS_SQL = `INSERT INTO loads (${NEW_COLUMNS.map(([column]) => column).join(", ")})
  SELECT ${NEW_COLUMNS.map(([, name]) => field(name)).join(", ")} FROM json_each(?1)`;

/** Each new load's 371.3 request to its broker, as a portal upload writes it (services/loads/create.ts). */
export const INSERT_LOAD_REQUESTS_SQL = `INSERT INTO load_requests (load_id, nonce, queued_at)
  SELECT json_extract(value, '$.id'), lower(hex(randomblob(16))), json_extract(value, '$.uploadedAt') FROM json_each(?1)`;

export const UPDATE_LOADS_SQL = `UPDATE loads SET ${CONTENT_COLUMNS.map(([column, name]) => `${column} = ${field(name).replace("value", "changed.value")}`).join(", ")}
  FROM json_each(?1) AS changed WHERE loads.id = json_extract(changed.value, '$.id')`;

/** JSON of a row: instants as epoch milliseconds, as the columns store them. */
export function rowJson(row: Partial<LoadRow> & { id: string }): Record<string, unknown> {
  const json: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) json[key] = value instanceof Date ? value.getTime() : value;
  return json;
}

export const UPSERT_PARTNER_LOADS_SQL = `INSERT INTO partner_loads (organisation_id, partner_load_id, load_id, body_hash, version, created_at, changed_at)
  SELECT ?2, json_extract(value, '$.partnerLoadId'), json_extract(value, '$.loadId'), json_extract(value, '$.bodyHash'), 1, ?3, ?3
  FROM json_each(?1) WHERE true
  ON CONFLICT (organisation_id, partner_load_id) DO UPDATE SET
    body_hash = excluded.body_hash, version = partner_loads.version + 1, changed_at = excluded.changed_at`;

export const INSERT_AUDIT_SQL = `INSERT INTO audit_log (id, actor_user_id, action, entity_type, entity_id, details, request_id, created_at)
  SELECT json_extract(value, '$.auditId'), ?2, json_extract(value, '$.action'), 'load', json_extract(value, '$.loadId'),
    json_object('partnerOrganisationId', ?3, 'partnerLoadId', json_extract(value, '$.partnerLoadId')), ?4, ?5
  FROM json_each(?1)`;
