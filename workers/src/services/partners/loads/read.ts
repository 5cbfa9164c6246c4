import type { IdentityVerdict } from "@truerate/domain/brokers/identity/schema";
import {
  compareFeedPositions,
  decodeFeedCursor,
  encodeFeedCursor,
  type FeedPosition,
} from "@truerate/domain/partners/change-feed";
import type { PartnerLoadRemovalReason } from "@truerate/domain/partners/vocabulary";
import { AppError, notFound } from "../../../core/errors";
import type { ServiceContext } from "../../../core/service-context";
import {
  type PartnerLoadRow,
  partnerLoadById,
  partnerLoadChanges,
  type SandboxLoadRecord,
} from "../../../db/queries/partner-loads";
import { PARTNER_MESSAGES } from "../messages";
import type { PartnerPrincipal } from "../principal";
import { sandboxPartnerLoadRow } from "../sandbox/rows";
import { partnerLoadsIdentity } from "./identity";
import { type PartnerLoadView, partnerLoadView } from "./view";

/** A load as a partner reads it, with its broker identity as the carrier's load page shows it. */
type PartnerLoadWithIdentity = PartnerLoadView & { identity: IdentityVerdict };

/**
 * Where a principal's loads are read: a live client reads the pushed loads, a sandbox client only
 * its sandbox's (services/partners/sandbox), each as the same row for the same view.
 */
function rowOf(partner: PartnerPrincipal): (raw: PartnerLoadRow | SandboxLoadRecord) => PartnerLoadRow {
  return partner.sandbox ? (raw) => sandboxPartnerLoadRow(raw as SandboxLoadRecord) : (raw) => raw as PartnerLoadRow;
}

/** One of the partner's loads by its own id; another organisation's id answers 404 like a missing one. */
export async function getPartnerLoad(
  ctx: ServiceContext,
  input: { partner: PartnerPrincipal; partnerLoadId: string },
): Promise<PartnerLoadWithIdentity> {
  const { partner, partnerLoadId } = input;
  const row = await partnerLoadById(ctx.env.DB, {
    sandbox: partner.sandbox,
    organisationId: partner.organisationId,
    partnerLoadId,
  });
  if (!row) throw notFound(PARTNER_MESSAGES.loadNotFound);
  const load = rowOf(partner)(row);
  const [identity] = await partnerLoadsIdentity(ctx, { partner, rows: [load] });
  return { ...partnerLoadView(load), identity: identity as IdentityVerdict };
}

export const CHANGES_PAGE_LIMIT = 500;

type Cursor = FeedPosition;

function decodeCursor(text: string): Cursor {
  const position = decodeFeedCursor(text);
  if (!position) throw new AppError("BAD_REQUEST", PARTNER_MESSAGES.invalidCursor);
  return position;
}

type Tombstone = {
  kind: "tombstone";
  partnerLoadId: string;
  loadId: string;
  changedAt: string;
  removedAt: string;
  reason: PartnerLoadRemovalReason;
};

type FeedEntry = { cursor: Cursor; row: PartnerLoadRow } | { cursor: Cursor; tombstone: Tombstone };

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
  // A sandbox's loads are only ever cleared all at once: it has no tombstones.
  const { loads, tombstones } = await partnerLoadChanges(ctx.env.DB, {
    sandbox: partner.sandbox,
    organisationId: partner.organisationId,
    after,
    limit: input.limit + 1,
  });
  const entries: FeedEntry[] = [
    ...loads.map(rowOf(partner)).map((row) => ({
      cursor: { changedAt: row.changed_at, partnerLoadId: row.partner_load_id, kind: 1 as const },
      row,
    })),
    ...tombstones.map((row) => ({
      cursor: { changedAt: row.changed_at, partnerLoadId: row.partner_load_id, kind: 0 as const },
      tombstone: {
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
  // The page's loads are checked in one batch (verdictsOfLoads), however many: a page of 500 is not 500 checks.
  const rows = page.flatMap((entry) => ("row" in entry ? [entry.row] : []));
  const identities = await partnerLoadsIdentity(ctx, { partner, rows });
  const identityOf = new Map(rows.map((row, position) => [row.id, identities[position] as IdentityVerdict]));
  const last = page.at(-1);
  return {
    items: page.map((entry) =>
      "row" in entry
        ? {
            kind: "load" as const,
            ...partnerLoadView(entry.row),
            identity: identityOf.get(entry.row.id) as IdentityVerdict,
          }
        : entry.tombstone,
    ),
    hasMore: entries.length > input.limit,
    nextCursor: last ? encodeFeedCursor(last.cursor) : (input.cursor ?? null),
  };
}
