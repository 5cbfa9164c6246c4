// The statements of the partner loads API. A push's batch writes are each one statement over a
// JSON array (json_each): a thousand loads are three statements, not three thousand, and D1's
// 100-parameter limit never applies. Reads answer the columns a partner sees, by name.

import type { RawColumns } from "../raw-row";
import type { loads, partnerLoads, partnerLoadTombstones, users } from "../schema";
import { insertAuditSelectSql } from "./audit";
import { haulingCarrierColumn, haulingCarrierDotColumn } from "./hauling-carrier";

/** A load as inserted (services/loads/create.ts newLoadRow builds one). */
type LoadRow = typeof loads.$inferInsert;

/*
 * The payment dates a push may carry per load (services/partners/loads/payment-dates.ts) are written
 * by UPDATE_PAYMENT_SET and audited by INSERT_PAYMENT_AUDIT_SQL, below.
 */

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

const pushed = (name: string) => `json_extract(changed.value, '$.payment.${name}')`;
const hasPayment = "json_type(changed.value, '$.payment') IS NOT NULL";

/**
 * The SET clause of a pushed update: dates given replace the stored ones; a payment, or clearing
 * the invoice, ends a "not paid" report, which otherwise stays.
 */
export const UPDATE_PAYMENT_SET = `invoiced_on = iif(${hasPayment}, ${pushed("invoicedOn")}, invoiced_on),
    paid_on = iif(${hasPayment}, ${pushed("paidOn")}, paid_on),
    not_paid_reported_on = iif(${hasPayment} AND (${pushed("paidOn")} IS NOT NULL OR ${pushed("invoicedOn")} IS NULL),
      NULL, not_paid_reported_on)`;

const item = (name: string) => `json_extract(p.value, '$.${name}')`;

/**
 * Raw: json_each bulk, through the audit module: one audit row per load whose dates a push sets or changes (?1: `{ auditId, loadId, created,
 * invoicedOn, paidOn }` items; ?2 the carrier account, ?3 the organisation, ?4 request, ?5 time).
 * Runs after the insert and before the update of the same batch, so `before` is the stored row.
 */
export const INSERT_PAYMENT_AUDIT_SQL =
  insertAuditSelectSql(`SELECT ${item("auditId")}, ?2, 'load.payment_recorded', 'load', loads.id,
    json_object(
      'before', iif(${item("created")}, json_object('invoicedOn', NULL, 'paidOn', NULL, 'notPaidReportedOn', NULL),
        json_object('invoicedOn', loads.invoiced_on, 'paidOn', loads.paid_on, 'notPaidReportedOn', loads.not_paid_reported_on)),
      'after', json_object('invoicedOn', ${item("invoicedOn")}, 'paidOn', ${item("paidOn")}),
      'partnerOrganisationId', ?3),
    ?4, ?5
  FROM json_each(?1) AS p JOIN loads ON loads.id = ${item("loadId")}
  WHERE iif(${item("created")}, ${item("invoicedOn")} IS NOT NULL OR ${item("paidOn")} IS NOT NULL,
    loads.invoiced_on IS NOT ${item("invoicedOn")} OR loads.paid_on IS NOT ${item("paidOn")})`);

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

/** The organisation's linked carrier account and its DOT number. */
export function organisationCarrier(d1: D1Database, organisationId: string) {
  return d1
    .prepare(ORGANISATION_CARRIER_SQL)
    .bind(organisationId)
    .first<{ carrier_user_id: string | null; dot_number: string | null }>();
}

export type ExistingPartnerLoad = RawColumns<typeof partnerLoads.$inferSelect, "partnerLoadId" | "loadId" | "bodyHash">;

export async function existingPartnerLoads(
  d1: D1Database,
  { organisationId, partnerLoadIds }: { organisationId: string; partnerLoadIds: string[] },
): Promise<ExistingPartnerLoad[]> {
  const found = await d1
    .prepare(EXISTING_PARTNER_LOADS_SQL)
    .bind(organisationId, JSON.stringify(partnerLoadIds))
    .all<ExistingPartnerLoad>();
  return found.results;
}

/** A load a push wrote, with its standing after the write (RETURNING of the insert and the update). */
export type WrittenLoad = RawColumns<typeof loads.$inferSelect, "id" | "reviewStatus" | "reviewReason">;

/**
 * A live push's one batch, one transaction: the new loads and their requests, the payment audit
 * (before the update, so each row's `before` is the stored dates), the changed loads, the partner
 * keys and the audit rows. Each JSON parameter is the array its statement expands.
 */
export async function writePartnerPush(
  d1: D1Database,
  input: {
    newRows: string;
    payments: string;
    changes: string;
    touched: string;
    organisationId: string;
    carrierUserId: string;
    requestId: string;
    now: number;
  },
): Promise<WrittenLoad[]> {
  const { organisationId, carrierUserId, requestId, now } = input;
  const [inserted, , , changedRows] = await d1.batch<WrittenLoad>([
    d1.prepare(INSERT_LOADS_SQL).bind(input.newRows, organisationId),
    d1.prepare(INSERT_LOAD_REQUESTS_SQL).bind(input.newRows),
    d1.prepare(INSERT_PAYMENT_AUDIT_SQL).bind(input.payments, carrierUserId, organisationId, requestId, now),
    d1.prepare(UPDATE_LOADS_SQL).bind(input.changes),
    d1.prepare(UPSERT_PARTNER_LOADS_SQL).bind(input.touched, organisationId, now),
    d1.prepare(INSERT_AUDIT_SQL).bind(input.touched, carrierUserId, organisationId, requestId, now),
  ]);
  return [...(inserted?.results ?? []), ...(changedRows?.results ?? [])];
}

/** A pushed load as its partner reads it: the partner's key, its state, and the load's fields. */
export const PARTNER_LOAD_SELECT = `SELECT p.partner_load_id, p.version, p.created_at AS pushed_at, p.changed_at,
  l.id, l.load_number, l.date, l.broker_name, l.broker_email, l.broker_mc_number, l.brokerage_id,
  l.pickup_city, l.pickup_state, l.delivery_city, l.delivery_state, l.mileage, l.weight, l.rate_cents,
  l.true_rate_cents, l.verified, l.trailer_type, l.uploaded_at, l.deadline_at, l.compliance_status,
  l.carrier_key, l.review_status, l.review_reason,
  ${haulingCarrierColumn("l", "u", "company_name")} AS carrier_name, ${haulingCarrierColumn("l", "u", "mc_number")} AS carrier_mc_number,
  ${haulingCarrierDotColumn("l", "u")} AS carrier_registry_dot
  FROM partner_loads p JOIN loads l ON l.id = p.load_id LEFT JOIN users u ON u.id = l.user_id`;

type PartnerKeyColumns = RawColumns<typeof partnerLoads.$inferSelect, "partnerLoadId" | "version" | "changedAt"> & {
  pushed_at: RawColumns<typeof partnerLoads.$inferSelect, "createdAt">["created_at"];
};

type AccountColumns = RawColumns<typeof users.$inferSelect, "companyName" | "mcNumber">;

/**
 * A row of PARTNER_LOAD_SELECT: the partner key's columns, the load's, and the name and MC of the carrier
 * account that reported it (the identity's document match reads them, as the carrier's load page does).
 */
export type PartnerLoadRow = PartnerKeyColumns & {
  carrier_name: AccountColumns["company_name"];
  carrier_mc_number: AccountColumns["mc_number"];
  /** Set when the load's hauler is another carrier's census record, not the account (hauling-carrier.ts). */
  carrier_registry_dot: string | null;
} & RawColumns<
    typeof loads.$inferSelect,
    | "id"
    | "loadNumber"
    | "date"
    | "brokerName"
    | "brokerEmail"
    | "brokerMcNumber"
    | "brokerageId"
    | "pickupCity"
    | "pickupState"
    | "deliveryCity"
    | "deliveryState"
    | "mileage"
    | "weight"
    | "rateCents"
    | "trueRateCents"
    | "verified"
    | "trailerType"
    | "uploadedAt"
    | "deadlineAt"
    | "complianceStatus"
    | "carrierKey"
    | "reviewStatus"
    | "reviewReason"
  >;

/** The partner key's columns and the stored row, as the view reads a live row (sandbox_loads). */
export const SANDBOX_LOAD_SELECT =
  "SELECT p.partner_load_id, p.version, p.created_at AS pushed_at, p.changed_at, p.row FROM sandbox_loads p";

/** A row of SANDBOX_LOAD_SELECT: `row` is the JSON of the load's columns (services/partners/sandbox/rows.ts). */
export type SandboxLoadRecord = PartnerKeyColumns & { row: string };

/** Rows strictly after the cursor, for a table whose entries are all of one kind (?2..?4 the cursor). */
const AFTER = (table: "p" | "t", kind: 0 | 1) =>
  `${table}.organisation_id = ?1 AND (${table}.changed_at > ?2 OR (${table}.changed_at = ?2
     AND (${table}.partner_load_id > ?3 OR (${table}.partner_load_id = ?3 AND ?4 < ${kind}))))`;

/**
 * Raw: one load by the partner's id and the feed's page of loads, for the live and the sandbox
 * source alike: both answer the same columns by name (PartnerLoadRow, SandboxLoadRecord), and the
 * page is batched with TOMBSTONES_AFTER_SQL on one keyset cursor (changed_at, partner_load_id, kind).
 */
const statementsOf = (select: string) => ({
  byIdSql: `${select} WHERE p.organisation_id = ?1 AND p.partner_load_id = ?2`,
  changesSql: `${select} WHERE ${AFTER("p", 1)} ORDER BY p.changed_at, p.partner_load_id LIMIT ?5`,
});
const LIVE_LOAD_SQL = statementsOf(PARTNER_LOAD_SELECT);
const SANDBOX_LOAD_SQL = statementsOf(SANDBOX_LOAD_SELECT);

/** Raw: the feed's tombstones after the cursor, batched with its loads (none for a sandbox, ?6). */
const TOMBSTONES_AFTER_SQL = `SELECT t.partner_load_id, t.load_id, t.reason, t.removed_at, t.changed_at
  FROM partner_load_tombstones t
  WHERE ${AFTER("t", 0)} AND ?6 = 0 ORDER BY t.changed_at, t.partner_load_id LIMIT ?5`;

export type TombstoneRow = RawColumns<
  typeof partnerLoadTombstones.$inferSelect,
  "partnerLoadId" | "loadId" | "reason" | "removedAt" | "changedAt"
>;

/** Which loads a principal reads: the pushed loads (live) or its sandbox's. */
type LoadSource<Sandbox extends boolean> = { sandbox: Sandbox; organisationId: string };
type SourceRow<Sandbox extends boolean> = Sandbox extends true ? SandboxLoadRecord : PartnerLoadRow;

/** One of the organisation's loads by the partner's own id. */
export function partnerLoadById<Sandbox extends boolean>(
  d1: D1Database,
  { sandbox, organisationId, partnerLoadId }: LoadSource<Sandbox> & { partnerLoadId: string },
): Promise<SourceRow<Sandbox> | null> {
  const sql = sandbox ? SANDBOX_LOAD_SQL : LIVE_LOAD_SQL;
  return d1.prepare(sql.byIdSql).bind(organisationId, partnerLoadId).first<SourceRow<Sandbox>>();
}

/** A page of the change feed after a cursor: the loads and the tombstones, in one batch (a sandbox has no tombstones). */
export async function partnerLoadChanges<Sandbox extends boolean>(
  d1: D1Database,
  input: LoadSource<Sandbox> & { after: { changedAt: number; partnerLoadId: string; kind: 0 | 1 }; limit: number },
): Promise<{ loads: SourceRow<Sandbox>[]; tombstones: TombstoneRow[] }> {
  const { after } = input;
  const sql = input.sandbox ? SANDBOX_LOAD_SQL : LIVE_LOAD_SQL;
  const bounds = [input.organisationId, after.changedAt, after.partnerLoadId, after.kind, input.limit];
  const [loads, tombstones] = await d1.batch([
    d1.prepare(sql.changesSql).bind(...bounds),
    d1.prepare(TOMBSTONES_AFTER_SQL).bind(...bounds, input.sandbox ? 1 : 0),
  ]);
  return {
    loads: (loads?.results ?? []) as SourceRow<Sandbox>[],
    tombstones: (tombstones?.results ?? []) as TombstoneRow[],
  };
}
