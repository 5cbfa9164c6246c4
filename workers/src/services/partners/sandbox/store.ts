import type { ReportReviewStatus } from "@truerate/domain/enums";
import type { ReportReview } from "../../../schemas/loads";
import { reportReview } from "../../reports/review";
import type { ExistingLoads, PushStore } from "../loads/push-store";
import { newSandboxRow, sandboxContent } from "./rows";

interface WrittenRow {
  id: string;
  review_status: ReportReviewStatus;
  review_reason: string | null;
}

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

/**
 * The sandbox's loads: the same checks and answers as a live push, written only to `sandbox_loads`.
 * Nothing reaches `loads`, so no lane figure, search, broker mail, 371.3 request or deadline sees them.
 */
export const sandboxStore: PushStore = {
  async existing(ctx, partner, accepted) {
    const existing: ExistingLoads = new Map();
    const { results } = await ctx.env.DB.prepare(EXISTING_SQL)
      .bind(partner.organisationId, JSON.stringify(accepted.map((item) => item.partnerLoadId)))
      .all<{ partner_load_id: string; load_id: string; body_hash: string }>();
    for (const row of results) existing.set(row.partner_load_id, { loadId: row.load_id, bodyHash: row.body_hash });
    return existing;
  },

  async write(ctx, { partner }, created, updated) {
    const db = ctx.env.DB;
    const now = ctx.now();
    const inserts = created.map(({ item, row }) => ({
      partnerLoadId: item.partnerLoadId,
      loadId: row.id,
      bodyHash: item.bodyHash,
      row: newSandboxRow(row),
    }));
    const changes = updated.map(({ item, loadId, content }) => ({
      loadId,
      bodyHash: item.bodyHash,
      patch: {
        ...sandboxContent(content),
        ...(content.quarantine === null ? {} : { review_status: "quarantined", review_reason: content.quarantine }),
      },
    }));
    const [inserted, changed] = await db.batch<WrittenRow>([
      db.prepare(INSERT_SQL).bind(partner.organisationId, now, JSON.stringify(inserts)),
      db.prepare(UPDATE_SQL).bind(partner.organisationId, now, JSON.stringify(changes)),
    ]);
    return new Map<string, ReportReview>(
      [...(inserted?.results ?? []), ...(changed?.results ?? [])].map((row) => [
        row.id,
        reportReview(row.review_status, row.review_reason),
      ]),
    );
  },

  // No 371.3 request, no deadline, no event: a sandbox load never leaves the sandbox.
  created: async () => {},
};
