import { eq } from "drizzle-orm";
import type { Database } from "../client";
import { idempotencyKeys, sandboxLoads } from "../schema";
import type { ExistingPartnerLoad, WrittenLoad } from "./partner-loads";

/**
 * Raw: the pushed ids travel as one JSON parameter (json_each), since a push's hundreds of ids
 * would pass D1's 100 bound parameters.
 */
const EXISTING_SQL = `SELECT partner_load_id, load_id, body_hash FROM sandbox_loads
  WHERE organisation_id = ?1 AND partner_load_id IN (SELECT value FROM json_each(?2))`;

/** Raw: json_each bulk, like EXISTING_SQL: a new partner id's row, unless another request claimed the id since this one read (as live). */
const INSERT_SQL = `INSERT INTO sandbox_loads (organisation_id, partner_load_id, load_id, body_hash, version, row, created_at, changed_at)
  SELECT ?1, json_extract(value, '$.partnerLoadId'), json_extract(value, '$.loadId'), json_extract(value, '$.bodyHash'), 1,
    json_extract(value, '$.row'), ?2, ?2
  FROM json_each(?3) WHERE true
  ON CONFLICT (organisation_id, partner_load_id) DO NOTHING
  RETURNING load_id AS id, json_extract(row, '$.review_status') AS review_status, json_extract(row, '$.review_reason') AS review_reason`;

/** Raw: json_each bulk, json_patch: changed content merged into the row; a change screening holds puts it back in quarantine, as live. */
const UPDATE_SQL = `UPDATE sandbox_loads SET row = json_patch(row, json_extract(changed.value, '$.patch')),
    body_hash = json_extract(changed.value, '$.bodyHash'), version = version + 1, changed_at = ?2
  FROM json_each(?3) AS changed
  WHERE organisation_id = ?1 AND load_id = json_extract(changed.value, '$.loadId')
  RETURNING load_id AS id, json_extract(row, '$.review_status') AS review_status, json_extract(row, '$.review_reason') AS review_reason`;

export async function existingSandboxLoads(
  d1: D1Database,
  { organisationId, partnerLoadIds }: { organisationId: string; partnerLoadIds: string[] },
): Promise<ExistingPartnerLoad[]> {
  const { results } = await d1
    .prepare(EXISTING_SQL)
    .bind(organisationId, JSON.stringify(partnerLoadIds))
    .all<ExistingPartnerLoad>();
  return results;
}

/** A sandbox push's one batch: the new rows and the changed ones (JSON arrays), answered with their standing. */
export async function writeSandboxPush(
  d1: D1Database,
  { organisationId, now, inserts, changes }: { organisationId: string; now: number; inserts: string; changes: string },
): Promise<WrittenLoad[]> {
  const [inserted, changed] = await d1.batch<WrittenLoad>([
    d1.prepare(INSERT_SQL).bind(organisationId, now, inserts),
    d1.prepare(UPDATE_SQL).bind(organisationId, now, changes),
  ]);
  return [...(inserted?.results ?? []), ...(changed?.results ?? [])];
}

/**
 * Empties an organisation's sandbox, in one batch: its loads and the stored answers of its sandbox
 * pushes (`idempotencyScope`). Answers how many loads went.
 */
export async function clearSandboxLoads(
  db: Database,
  { organisationId, idempotencyScope }: { organisationId: string; idempotencyScope: string },
): Promise<number> {
  const [loads] = await db.batch([
    db.delete(sandboxLoads).where(eq(sandboxLoads.organisationId, organisationId)),
    db.delete(idempotencyKeys).where(eq(idempotencyKeys.scope, idempotencyScope)),
  ]);
  return loads?.meta.changes ?? 0;
}
