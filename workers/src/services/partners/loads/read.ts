import { AppError, notFound } from "../../../core/errors";
import type { ServiceContext } from "../../../core/service-context";
import { PARTNER_MESSAGES } from "../messages";
import type { PartnerPrincipal } from "../principal";
import { PARTNER_LOAD_SELECT, type PartnerLoadRow, type PartnerLoadView, partnerLoadView } from "./view";

/** One of the partner's loads by its own id; another organisation's id answers 404 like a missing one. */
export async function getPartnerLoad({
  ctx,
  partner,
  partnerLoadId,
}: {
  ctx: ServiceContext;
  partner: PartnerPrincipal;
  partnerLoadId: string;
}): Promise<PartnerLoadView> {
  const row = await ctx.env.DB.prepare(`${PARTNER_LOAD_SELECT} WHERE p.organisation_id = ?1 AND p.partner_load_id = ?2`)
    .bind(partner.organisationId, partnerLoadId)
    .first<PartnerLoadRow>();
  if (!row) throw notFound(PARTNER_MESSAGES.loadNotFound);
  return partnerLoadView(row);
}

export const CHANGES_PAGE_LIMIT = 500;

interface Cursor {
  changedAt: number;
  partnerLoadId: string;
}

const encodeCursor = (cursor: Cursor) =>
  btoa(JSON.stringify([cursor.changedAt, cursor.partnerLoadId])).replaceAll("=", "");

function decodeCursor(text: string): Cursor {
  try {
    const [changedAt, partnerLoadId] = JSON.parse(atob(text)) as unknown[];
    if (typeof changedAt === "number" && typeof partnerLoadId === "string") return { changedAt, partnerLoadId };
  } catch {
    // falls through to the 400
  }
  throw new AppError("BAD_REQUEST", PARTNER_MESSAGES.invalidCursor);
}

/**
 * The partner's loads changed after a point, oldest change first: `since` (a time) starts a feed,
 * `cursor` (from the previous page) continues it exactly, with no change skipped or repeated.
 */
export async function listPartnerLoadChanges({
  ctx,
  partner,
  input,
}: {
  ctx: ServiceContext;
  partner: PartnerPrincipal;
  input: { since?: string | undefined; cursor?: string | undefined; limit: number };
}) {
  const after: Cursor = input.cursor
    ? decodeCursor(input.cursor)
    : { changedAt: input.since ? Date.parse(input.since) - 1 : -1, partnerLoadId: "\uffff" };
  const rows = await ctx.env.DB.prepare(
    `${PARTNER_LOAD_SELECT}
     WHERE p.organisation_id = ?1 AND (p.changed_at > ?2 OR (p.changed_at = ?2 AND p.partner_load_id > ?3))
     ORDER BY p.changed_at, p.partner_load_id LIMIT ?4`,
  )
    .bind(partner.organisationId, after.changedAt, after.partnerLoadId, input.limit + 1)
    .all<PartnerLoadRow>();
  const page = rows.results.slice(0, input.limit);
  const last = page.at(-1);
  return {
    items: page.map(partnerLoadView),
    hasMore: rows.results.length > input.limit,
    nextCursor: last
      ? encodeCursor({ changedAt: last.changed_at, partnerLoadId: last.partner_load_id })
      : (input.cursor ?? null),
  };
}
