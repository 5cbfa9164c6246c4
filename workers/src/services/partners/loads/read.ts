import {
  compareFeedPositions,
  decodeFeedCursor,
  encodeFeedCursor,
  type FeedPosition,
} from "@truerate/domain/partners/change-feed";
import type { PartnerLoadRemovalReason } from "@truerate/domain/partners/vocabulary";
import { AppError, notFound } from "../../../core/errors";
import type { ServiceContext } from "../../../core/service-context";
import { PARTNER_MESSAGES } from "../messages";
import type { PartnerPrincipal } from "../principal";
import { SANDBOX_LOAD_SELECT, type SandboxLoadRecord, sandboxPartnerLoadRow } from "../sandbox/rows";
import { PARTNER_LOAD_SELECT, type PartnerLoadRow, type PartnerLoadView, partnerLoadView } from "./view";

/** Rows strictly after the cursor, for a table whose entries are all of one kind (?2..?4 the cursor). */
const AFTER = (table: "p" | "t", kind: 0 | 1) =>
  `${table}.organisation_id = ?1 AND (${table}.changed_at > ?2 OR (${table}.changed_at = ?2
     AND (${table}.partner_load_id > ?3 OR (${table}.partner_load_id = ?3 AND ?4 < ${kind}))))`;

/**
 * Raw: one load by the partner's id and the feed's page of loads, for the live and the sandbox
 * source alike: both answer the same columns by name (view.ts, sandbox/rows.ts), and the page is
 * batched with TOMBSTONES_AFTER_SQL on one keyset cursor (changed_at, partner_load_id, kind).
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

/**
 * Where a principal's loads are read: a live client reads the pushed loads, a sandbox client only
 * its sandbox's (services/partners/sandbox), each as the same row for the same view.
 */
function sourceOf(partner: PartnerPrincipal) {
  return partner.sandbox
    ? { sql: SANDBOX_LOAD_SQL, row: (raw: unknown) => sandboxPartnerLoadRow(raw as SandboxLoadRecord) }
    : { sql: LIVE_LOAD_SQL, row: (raw: unknown) => raw as PartnerLoadRow };
}

/** One of the partner's loads by its own id; another organisation's id answers 404 like a missing one. */
export async function getPartnerLoad(
  ctx: ServiceContext,
  input: { partner: PartnerPrincipal; partnerLoadId: string },
): Promise<PartnerLoadView> {
  const { partner, partnerLoadId } = input;
  const source = sourceOf(partner);
  const row = await ctx.env.DB.prepare(source.sql.byIdSql).bind(partner.organisationId, partnerLoadId).first();
  if (!row) throw notFound(PARTNER_MESSAGES.loadNotFound);
  return partnerLoadView(source.row(row));
}

export const CHANGES_PAGE_LIMIT = 500;

type Cursor = FeedPosition;

function decodeCursor(text: string): Cursor {
  const position = decodeFeedCursor(text);
  if (!position) throw new AppError("BAD_REQUEST", PARTNER_MESSAGES.invalidCursor);
  return position;
}

interface TombstoneRow {
  partner_load_id: string;
  load_id: string;
  reason: PartnerLoadRemovalReason;
  removed_at: number;
  changed_at: number;
}

type FeedEntry =
  | { cursor: Cursor; item: PartnerLoadView & { kind: "load" } }
  | {
      cursor: Cursor;
      item: {
        kind: "tombstone";
        partnerLoadId: string;
        loadId: string;
        changedAt: string;
        removedAt: string;
        reason: PartnerLoadRemovalReason;
      };
    };

/**
 * The partner's loads changed after a point, oldest change first: `since` (a time) starts a feed,
 * `cursor` (from the previous page) continues it exactly, with no change skipped or repeated. A load
 * deleted or anonymised since appears once more, as a tombstone (ids, when and why, nothing else).
 */
export async function listPartnerLoadChanges(
  ctx: ServiceContext,
  {
    partner,
    input,
  }: { partner: PartnerPrincipal; input: { since?: string | undefined; cursor?: string | undefined; limit: number } },
) {
  const after: Cursor = input.cursor
    ? decodeCursor(input.cursor)
    : { changedAt: input.since ? Date.parse(input.since) - 1 : -1, partnerLoadId: "\uffff", kind: 1 };
  const db = ctx.env.DB;
  const source = sourceOf(partner);
  const bounds = [partner.organisationId, after.changedAt, after.partnerLoadId, after.kind, input.limit + 1];
  // A sandbox's loads are only ever cleared all at once: it has no tombstones.
  const [loads, tombstones] = await db.batch([
    db.prepare(source.sql.changesSql).bind(...bounds),
    db.prepare(TOMBSTONES_AFTER_SQL).bind(...bounds, partner.sandbox ? 1 : 0),
  ]);
  const entries: FeedEntry[] = [
    ...(loads?.results ?? []).map(source.row).map((row) => ({
      cursor: { changedAt: row.changed_at, partnerLoadId: row.partner_load_id, kind: 1 as const },
      item: { kind: "load" as const, ...partnerLoadView(row) },
    })),
    ...((tombstones?.results ?? []) as TombstoneRow[]).map((row) => ({
      cursor: { changedAt: row.changed_at, partnerLoadId: row.partner_load_id, kind: 0 as const },
      item: {
        kind: "tombstone" as const,
        partnerLoadId: row.partner_load_id,
        loadId: row.load_id,
        changedAt: new Date(row.changed_at).toISOString(),
        removedAt: new Date(row.removed_at).toISOString(),
        reason: row.reason,
      },
    })),
  ].sort((a, b) => compareFeedPositions(a.cursor, b.cursor));
  const page = entries.slice(0, input.limit);
  const last = page.at(-1);
  return {
    items: page.map((entry) => entry.item),
    hasMore: entries.length > input.limit,
    nextCursor: last ? encodeFeedCursor(last.cursor) : (input.cursor ?? null),
  };
}
