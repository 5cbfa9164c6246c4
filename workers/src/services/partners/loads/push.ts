import { loadInputSchema, type NewLoad } from "@truerate/domain/validation/load";
import { AppError, type FieldErrors } from "../../../core/errors";
import type { ServiceContext } from "../../../core/service-context";
import { fieldErrors } from "../../../http/problem";
import { sha256Hex } from "../../auth/tokens";
import { type LoadPoints, loadContent, locateLoads, newLoadRow } from "../../loads/create";
import { type BrokerageMatch, matchBrokerage } from "../../loads/match-brokerage";
import { onLoadsCreated } from "../../loads/on-load-created";
import { PARTNER_MESSAGES } from "../messages";
import type { PartnerPrincipal } from "../principal";
import { partnerLoadIdSchema } from "./ids";
import {
  INSERT_AUDIT_SQL,
  INSERT_LOAD_REQUESTS_SQL,
  INSERT_LOADS_SQL,
  rowJson,
  UPDATE_LOADS_SQL,
  UPSERT_PARTNER_LOADS_SQL,
} from "./statements";

export type PushItemResult =
  | { index: number; partnerLoadId: string; status: "created"; loadId: string; deadlineAt: string }
  | { index: number; partnerLoadId: string; status: "updated" | "unchanged"; loadId: string }
  | { index: number; partnerLoadId: string | null; status: "rejected"; errors: FieldErrors };

export interface PushResult {
  created: number;
  updated: number;
  unchanged: number;
  rejected: number;
  results: PushItemResult[];
}

interface Accepted {
  index: number;
  partnerLoadId: string;
  input: NewLoad;
  bodyHash: string;
}

/** Each item on its own, with the portal's schema and messages: one bad row never sinks the batch. */
function validateItems(items: readonly unknown[]): { accepted: Accepted[]; rejected: PushItemResult[] } {
  const accepted: Accepted[] = [];
  const rejected: PushItemResult[] = [];
  const seen = new Set<string>();
  items.forEach((item, index) => {
    const record = typeof item === "object" && item !== null ? (item as Record<string, unknown>) : {};
    const id = partnerLoadIdSchema.safeParse(record.partnerLoadId);
    const { partnerLoadId: _id, ...fields } = record;
    const load = loadInputSchema.safeParse(fields);
    const errors: FieldErrors = {
      ...(id.success ? {} : { partnerLoadId: id.error.issues.map((issue) => issue.message) }),
      ...(load.success ? {} : fieldErrors(load.error)),
    };
    if (id.success && seen.has(id.data)) errors.partnerLoadId = [PARTNER_MESSAGES.duplicateInBatch];
    if (!id.success || !load.success || Object.keys(errors).length > 0) {
      rejected.push({ index, partnerLoadId: id.success ? id.data : null, status: "rejected", errors });
      return;
    }
    seen.add(id.data);
    accepted.push({ index, partnerLoadId: id.data, input: load.data, bodyHash: sha256Hex(JSON.stringify(load.data)) });
  });
  return { accepted, rejected };
}

/** Brokerage matching, once per distinct broker of the batch. */
async function matchAll(ctx: ServiceContext, inputs: readonly NewLoad[]): Promise<BrokerageMatch[]> {
  const byBroker = new Map<string, Promise<BrokerageMatch>>();
  return Promise.all(
    inputs.map((input) => {
      const key = `${input.brokerName}\u0000${input.brokerEmail}\u0000${input.brokerMcNumber ?? ""}`;
      let match = byBroker.get(key);
      if (!match) {
        match = matchBrokerage(ctx.db, input);
        byBroker.set(key, match);
      }
      return match;
    }),
  );
}

/**
 * Upserts a partner's batch by its own load ids. New loads go through the portal upload's rules
 * (schema, brokerage matching, location, 48-hour deadline, the `onLoadsCreated` hook that queues the
 * requests and arms the deadlines); a changed repeat updates the load's content (its deadline stays); an identical repeat
 * changes nothing. Loads are submitted for the organisation's linked carrier account.
 */
export async function pushLoads({
  ctx,
  partner,
  items,
}: {
  ctx: ServiceContext;
  partner: PartnerPrincipal;
  items: readonly unknown[];
}): Promise<PushResult> {
  const organisation = await ctx.env.DB.prepare("SELECT carrier_user_id FROM partner_organisations WHERE id = ?1")
    .bind(partner.organisationId)
    .first<{ carrier_user_id: string | null }>();
  const carrierUserId = organisation?.carrier_user_id;
  if (!carrierUserId) throw new AppError("FORBIDDEN", PARTNER_MESSAGES.noCarrier);

  const { accepted, rejected } = validateItems(items);
  const results = [...rejected, ...(await upsertAccepted(ctx, partner, carrierUserId, accepted))].sort(
    (a, b) => a.index - b.index,
  );
  const counted = (status: PushItemResult["status"]) => results.filter((result) => result.status === status).length;
  return {
    created: counted("created"),
    updated: counted("updated"),
    unchanged: counted("unchanged"),
    rejected: counted("rejected"),
    results,
  };
}

/** The organisation's loads already keyed by these partner ids. */
async function existingLoads(ctx: ServiceContext, partner: PartnerPrincipal, accepted: readonly Accepted[]) {
  const existing = new Map<string, { loadId: string; bodyHash: string }>();
  const found = await ctx.env.DB.prepare(
    `SELECT partner_load_id, load_id, body_hash FROM partner_loads
     WHERE organisation_id = ?1 AND partner_load_id IN (SELECT value FROM json_each(?2))`,
  )
    .bind(partner.organisationId, JSON.stringify(accepted.map((item) => item.partnerLoadId)))
    .all<{ partner_load_id: string; load_id: string; body_hash: string }>();
  for (const row of found.results) existing.set(row.partner_load_id, { loadId: row.load_id, bodyHash: row.body_hash });
  return existing;
}

/**
 * Writes the valid items: new ids become loads, changed ones update theirs, identical ones are left.
 * Two pushes of the same new id at once (a retried request, a double send) each read "new"; the
 * batch that runs second finds the id claimed and creates nothing (see INSERT_LOADS_SQL), and its
 * items are decided again against the load that won, as updates or unchanged.
 */
async function upsertAccepted(
  ctx: ServiceContext,
  partner: PartnerPrincipal,
  carrierUserId: string,
  accepted: readonly Accepted[],
  attempt = 1,
): Promise<PushItemResult[]> {
  if (accepted.length === 0) return [];
  const existing = await existingLoads(ctx, partner, accepted);
  const unchanged = accepted.filter((item) => existing.get(item.partnerLoadId)?.bodyHash === item.bodyHash);
  const changed = accepted.filter((item) => existing.get(item.partnerLoadId)?.bodyHash !== item.bodyHash);
  const now = ctx.now();
  const [matches, points] = await Promise.all([
    matchAll(
      ctx,
      changed.map((item) => item.input),
    ),
    locateLoads(
      ctx.db,
      changed.map((item) => item.input),
    ),
  ]);

  const created: { item: Accepted; row: ReturnType<typeof newLoadRow>; match: BrokerageMatch }[] = [];
  const updated: { item: Accepted; loadId: string; content: Record<string, unknown> }[] = [];
  changed.forEach((item, position) => {
    const match = matches[position] as BrokerageMatch;
    const located = points[position] as LoadPoints;
    const previous = existing.get(item.partnerLoadId);
    if (previous) {
      updated.push({
        item,
        loadId: previous.loadId,
        content: { id: previous.loadId, ...loadContent(item.input, match, located, new Date(now)) },
      });
    } else {
      created.push({
        item,
        match,
        row: newLoadRow({ id: crypto.randomUUID(), userId: carrierUserId, input: item.input, match, located, now }),
      });
    }
  });

  const made = changed.length > 0 ? await writeChanges(ctx, partner, carrierUserId, created, updated) : new Set();
  const won = created.filter(({ row }) => made.has(row.id));
  const lost = created.filter(({ row }) => !made.has(row.id)).map(({ item }) => item);
  // Lost again means the winning load went away in between (deleted): the partner should send it again.
  if (lost.length > 0 && attempt > 1) throw new AppError("CONFLICT", PARTNER_MESSAGES.concurrentPush);
  await onLoadsCreated({
    ctx,
    loads: won.map(({ row, match }) => ({
      id: row.id,
      userId: carrierUserId,
      brokerageId: match.brokerageId,
      uploadedAt: row.uploadedAt,
      deadlineAt: row.deadlineAt,
    })),
  });

  return [
    ...won.map(
      ({ item, row }): PushItemResult => ({
        index: item.index,
        partnerLoadId: item.partnerLoadId,
        status: "created",
        loadId: row.id,
        deadlineAt: row.deadlineAt.toISOString(),
      }),
    ),
    ...updated.map(
      ({ item, loadId }): PushItemResult => ({
        index: item.index,
        partnerLoadId: item.partnerLoadId,
        status: "updated",
        loadId,
      }),
    ),
    ...unchanged.map(
      (item): PushItemResult => ({
        index: item.index,
        partnerLoadId: item.partnerLoadId,
        status: "unchanged",
        loadId: existing.get(item.partnerLoadId)?.loadId as string,
      }),
    ),
    ...(await upsertAccepted(ctx, partner, carrierUserId, lost, attempt + 1)),
  ];
}

/** One batch, one transaction: the loads, their requests, partner keys and audit rows. Returns the ids of the loads made. */
async function writeChanges(
  ctx: ServiceContext,
  partner: PartnerPrincipal,
  carrierUserId: string,
  created: readonly { item: Accepted; row: ReturnType<typeof newLoadRow> }[],
  updated: readonly { item: Accepted; loadId: string; content: Record<string, unknown> }[],
): Promise<Set<string>> {
  const now = ctx.now();
  const touched = [
    ...created.map(({ item, row }) => ({ item, loadId: row.id, action: "load.created" })),
    ...updated.map(({ item, loadId }) => ({ item, loadId, action: "load.updated" })),
  ].map(({ item, loadId, action }) => ({
    partnerLoadId: item.partnerLoadId,
    loadId,
    bodyHash: item.bodyHash,
    action,
    auditId: crypto.randomUUID(),
  }));
  const db = ctx.env.DB;
  const newRows = JSON.stringify(
    created.map(({ item, row }) => ({ ...rowJson(row), partnerLoadId: item.partnerLoadId })),
  );
  const [inserted] = await db.batch<{ id: string }>([
    db.prepare(INSERT_LOADS_SQL).bind(newRows, partner.organisationId),
    db.prepare(INSERT_LOAD_REQUESTS_SQL).bind(newRows),
    db.prepare(UPDATE_LOADS_SQL).bind(JSON.stringify(updated.map(({ content }) => rowJson(content as { id: string })))),
    db.prepare(UPSERT_PARTNER_LOADS_SQL).bind(JSON.stringify(touched), partner.organisationId, now),
    db
      .prepare(INSERT_AUDIT_SQL)
      .bind(JSON.stringify(touched), carrierUserId, partner.organisationId, ctx.requestId, now),
  ]);
  return new Set((inserted?.results ?? []).map((row) => row.id));
}
