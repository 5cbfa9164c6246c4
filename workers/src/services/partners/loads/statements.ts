// The batch writes of a push, each one statement over a JSON array (json_each): a thousand loads
// are three statements, not three thousand, and D1's 100-parameter limit never applies.
import { insertAuditSelectSql } from "../../../db/queries/audit";
import type { newLoadRow } from "../../loads/create";
import { UPDATE_PAYMENT_SET } from "./payment-dates";

type LoadRow = ReturnType<typeof newLoadRow>;

/** The loads columns a push writes, with the JSON field each comes from. */
const CONTENT_COLUMNS: [column: string, field: keyof LoadRow][] = [
  ["broker_key", "brokerKey"],
  ["carrier_key", "carrierKey"],
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
  ["pickup_zip3", "pickupZip3"],
  ["delivery_city", "deliveryCity"],
  ["delivery_state", "deliveryState"],
  ["delivery_latitude", "deliveryLatitude"],
  ["delivery_longitude", "deliveryLongitude"],
  ["delivery_zip3", "deliveryZip3"],
  ["mileage", "mileage"],
  ["weight", "weight"],
  ["rate_cents", "rateCents"],
  ["trailer_type", "trailerType"],
];
/** A new row's JSON also carries the pushed payment dates (services/partners/loads/payment-dates.ts). */
const NEW_COLUMNS: [string, keyof LoadRow | "invoicedOn" | "paidOn"][] = [
  ["id", "id"],
  ["user_id", "userId"],
  ...CONTENT_COLUMNS,
  ["uploaded_at", "uploadedAt"],
  ["upload_timestamp", "uploadTimestamp"],
  ["deadline_at", "deadlineAt"],
  ["source_key", "sourceKey"],
  ["review_status", "reviewStatus"],
  ["review_reason", "reviewReason"],
  ["invoiced_on", "invoicedOn"],
  ["paid_on", "paidOn"],
];

const field = (name: string) => `json_extract(value, '$.${name}')`;

/*
 * Raw, every statement of a live push's batch: the items travel as one JSON parameter expanded by
 * json_each (a push's hundreds of rows would pass D1's 100 bound parameters), one statement each.
 */

/**
 * Raw: json_each bulk: the new loads (?1, each with its `partnerLoadId`) of organisation ?2, except those whose partner
 * id another request claimed since this one read: batches run one at a time, so of two pushes of
 * the same new id in flight at once only the first creates a load. RETURNING names the loads made.
 */
export const INSERT_LOADS_SQL = `INSERT INTO loads (${NEW_COLUMNS.map(([column]) => column).join(", ")})
  SELECT ${NEW_COLUMNS.map(([, name]) => field(name)).join(", ")} FROM json_each(?1)
  WHERE NOT EXISTS (SELECT 1 FROM partner_loads
    WHERE organisation_id = ?2 AND partner_load_id = json_extract(value, '$.partnerLoadId'))
  RETURNING id, review_status, review_reason`;

/** Loads of a JSON item's `$.<key>` that the batch's INSERT did make (ids are new, so only those exist). */
const made = (key: string) => `json_extract(value, '$.${key}') IN (SELECT id FROM loads)`;

/** Raw: json_each bulk: each new load's 371.3 request to its broker, as a portal upload writes it (services/loads/create.ts). */
export const INSERT_LOAD_REQUESTS_SQL = `INSERT INTO load_requests (load_id, nonce, queued_at)
  SELECT json_extract(value, '$.id'), lower(hex(randomblob(16))), json_extract(value, '$.uploadedAt') FROM json_each(?1)
  WHERE ${made("id")}`;

/**
 * Raw: json_each bulk, UPDATE … FROM: changed content; a change screening holds (`$.quarantine`) puts the load back in the queue, and
 * otherwise its standing stays as it was (a held load is not released by editing it).
 */
export const UPDATE_LOADS_SQL = `UPDATE loads SET ${CONTENT_COLUMNS.map(([column, name]) => `${column} = ${field(name).replace("value", "changed.value")}`).join(", ")},
    review_status = iif(json_extract(changed.value, '$.quarantine') IS NULL, review_status, 'quarantined'),
    review_reason = coalesce(json_extract(changed.value, '$.quarantine'), review_reason),
    ${UPDATE_PAYMENT_SET}
  FROM json_each(?1) AS changed WHERE loads.id = json_extract(changed.value, '$.id')
  RETURNING id, review_status, review_reason`;

/** JSON of a row: instants as epoch milliseconds, as the columns store them. */
export function rowJson(row: Partial<LoadRow> & { id: string }): Record<string, unknown> {
  const json: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) json[key] = value instanceof Date ? value.getTime() : value;
  return json;
}

/** Raw: json_each bulk upsert: a created load's partner key, or a changed load's new version; a lost creation (another load holds the key) changes nothing. */
export const UPSERT_PARTNER_LOADS_SQL = `INSERT INTO partner_loads (organisation_id, partner_load_id, load_id, body_hash, version, created_at, changed_at)
  SELECT ?2, json_extract(value, '$.partnerLoadId'), json_extract(value, '$.loadId'), json_extract(value, '$.bodyHash'), 1, ?3, ?3
  FROM json_each(?1) WHERE true
  ON CONFLICT (organisation_id, partner_load_id) DO UPDATE SET
    body_hash = excluded.body_hash, version = partner_loads.version + 1, changed_at = excluded.changed_at
  WHERE partner_loads.load_id = excluded.load_id`;

/** Raw: json_each bulk, through the audit module: each made or changed load's audit row. */
export const INSERT_AUDIT_SQL =
  insertAuditSelectSql(`SELECT json_extract(value, '$.auditId'), ?2, json_extract(value, '$.action'), 'load', json_extract(value, '$.loadId'),
    json_object('partnerOrganisationId', ?3, 'partnerLoadId', json_extract(value, '$.partnerLoadId')), ?4, ?5
  FROM json_each(?1) WHERE ${made("loadId")}`);

/** Raw: the organisation's linked carrier and its DOT number, read by name as push.ts's first step. */
export const ORGANISATION_CARRIER_SQL = `SELECT o.carrier_user_id, u.dot_number FROM partner_organisations o
  LEFT JOIN users u ON u.id = o.carrier_user_id WHERE o.id = ?1`;

/**
 * Raw: the organisation's loads already keyed by the pushed ids, which travel as one JSON parameter
 * (json_each), since a push's hundreds of ids would pass D1's 100 bound parameters.
 */
export const EXISTING_PARTNER_LOADS_SQL = `SELECT partner_load_id, load_id, body_hash FROM partner_loads
  WHERE organisation_id = ?1 AND partner_load_id IN (SELECT value FROM json_each(?2))`;
