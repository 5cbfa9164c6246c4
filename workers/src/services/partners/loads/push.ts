import type { IdentityVerdict } from "@truerate/domain/brokers/identity/schema";
import { carrierKey, partnerSource } from "@truerate/domain/reports/attribution";
import { todayInNewYork } from "@truerate/domain/validation/input";
import { loadInputSchema } from "@truerate/domain/validation/load";
import { AppError, type FieldErrors } from "../../../core/errors";
import type { ServiceContext } from "../../../core/service-context";
import { fieldErrors } from "../../../core/validation-errors";
import {
  existingPartnerLoads,
  organisationCarrier,
  rowJson,
  writePartnerPush,
} from "../../../db/queries/partner-loads";
import type { ReportReview } from "../../../schemas/loads";
import type { PushResult } from "../../../schemas/v1/loads";
import { partnerLoadIdSchema } from "../../../schemas/v1/partner-load-id";
import { pushedCarrierSchema } from "../../../schemas/v1/pushed-carrier";
import { sha256Hex } from "../../accounts/tokens";
import { checkBrokersIdentity } from "../../broker-identity/check-brokers";
import { loadContent, newLoadRow } from "../../loads/create";
import { type BrokerageMatch, matchBrokerages } from "../../loads/match-brokerage";
import { onLoadsCreated } from "../../loads/on-load-created";
import { admitLoads } from "../../reports/admit-loads";
import { resolvePushedCarriers } from "../../reports/pushed-carriers";
import { reportReview } from "../../reports/review";
import { PARTNER_MESSAGES } from "../messages";
import type { PartnerPrincipal } from "../principal";
import { sandboxStore } from "../sandbox/store";
import { pushedLoadIdentityInput } from "./identity";
import { pushedPayment } from "./payment-dates";
import type { Accepted, Created, ExistingLoads, Pusher, PushStore, Updated } from "./push-store";

export type PushItemResult =
  | {
      index: number;
      partnerLoadId: string;
      status: "created";
      loadId: string;
      deadlineAt: string;
      review: ReportReview;
      identity?: IdentityVerdict;
    }
  | {
      index: number;
      partnerLoadId: string;
      status: "updated";
      loadId: string;
      review: ReportReview;
      identity?: IdentityVerdict;
    }
  | { index: number; partnerLoadId: string; status: "unchanged"; loadId: string; identity?: IdentityVerdict }
  | { index: number; partnerLoadId: string | null; status: "rejected"; errors: FieldErrors };

/** Each item on its own, with the portal's schema and messages: one bad row never sinks the batch. */
function validateItems(items: readonly unknown[], today: string): { accepted: Accepted[]; rejected: PushItemResult[] } {
  const accepted: Accepted[] = [];
  const rejected: PushItemResult[] = [];
  const seen = new Set<string>();
  items.forEach((item, index) => {
    const record = typeof item === "object" && item !== null ? (item as Record<string, unknown>) : {};
    const id = partnerLoadIdSchema.safeParse(record.partnerLoadId);
    const { partnerLoadId: _id, carrierDotNumber, carrierMcNumber, invoicedOn: _i, paidOn: _p, ...fields } = record;
    const load = loadInputSchema.safeParse(fields);
    const carrier = pushedCarrierSchema.safeParse({ carrierDotNumber, carrierMcNumber });
    const paid = pushedPayment(record, load.success ? (load.data.date ?? today) : null, today);
    const errors: FieldErrors = {
      ...(id.success ? {} : { partnerLoadId: id.error.issues.map((issue) => issue.message) }),
      ...(load.success ? {} : fieldErrors(load.error)),
      ...(carrier.success ? {} : fieldErrors(carrier.error)),
      ...paid.errors,
    };
    if (id.success && seen.has(id.data)) errors.partnerLoadId = [PARTNER_MESSAGES.duplicateInBatch];
    if (!id.success || !load.success || !carrier.success || Object.keys(errors).length > 0) {
      rejected.push({ index, partnerLoadId: id.success ? id.data : null, status: "rejected", errors });
      return;
    }
    seen.add(id.data);
    // Undefined carrier fields and absent dates vanish from the JSON: a load pushed before they existed keeps its hash.
    const body = JSON.stringify({ ...load.data, ...carrier.data, ...paid.payment });
    accepted.push({
      index,
      partnerLoadId: id.data,
      input: load.data,
      carrier: carrier.data,
      payment: paid.payment,
      bodyHash: sha256Hex(body),
    });
  });
  return { accepted, rejected };
}

/**
 * Upserts a partner's batch by its own load ids. New loads go through the portal upload's rules
 * (schema, brokerage matching, location, 48-hour deadline, the `onLoadsCreated` hook that queues the
 * requests and arms the deadlines); a changed repeat updates the load's content (its deadline stays); an identical repeat
 * changes nothing. Loads are submitted for the organisation's linked carrier account.
 */
export async function pushLoads(
  ctx: ServiceContext,
  input: { partner: PartnerPrincipal; items: readonly unknown[] },
): Promise<PushResult> {
  const { partner, items } = input;
  const organisation = await organisationCarrier(ctx.env.DB, partner.organisationId);
  const carrierUserId = organisation?.carrier_user_id;
  if (!carrierUserId) throw new AppError("FORBIDDEN", PARTNER_MESSAGES.noCarrier);
  const linkedCarrier = carrierKey({ dotNumber: organisation?.dot_number, userId: carrierUserId });

  const { accepted, rejected } = validateItems(items, todayInNewYork(new Date(ctx.now())));
  const pusher: Pusher = { partner, carrierUserId, linkedCarrier };
  const store = partner.sandbox ? sandboxStore : liveStore;
  const stored = await withIdentity(ctx, accepted, await upsertAccepted(ctx, store, pusher, accepted));
  const results = [...rejected, ...stored].sort((a, b) => a.index - b.index);
  const counted = (status: PushItemResult["status"]) => results.filter((result) => result.status === status).length;
  return {
    created: counted("created"),
    updated: counted("updated"),
    unchanged: counted("unchanged"),
    rejected: counted("rejected"),
    quarantined: results.filter((result) => "review" in result && result.review.status === "quarantined").length,
    results,
  };
}

/**
 * Each stored load's broker identity, the whole batch in one bulk read (services/broker-identity/
 * check-brokers.ts): the load as pushed, no rate confirmation read yet (getPartnerLoad reads it later).
 */
async function withIdentity(
  ctx: ServiceContext,
  accepted: readonly Accepted[],
  results: readonly PushItemResult[],
): Promise<PushItemResult[]> {
  const inputOf = new Map(accepted.map((item) => [item.index, item.input]));
  const stored = results.filter((result) => result.status !== "rejected");
  const started = performance.now();
  const verdicts = await checkBrokersIdentity(
    ctx,
    stored.map((result) => {
      const input = inputOf.get(result.index);
      return pushedLoadIdentityInput({
        name: input?.brokerName ?? "",
        email: input?.brokerEmail ?? null,
        mcNumber: input?.brokerMcNumber ?? null,
      });
    }),
  );
  // The identity's share of the push, for bench/partner.ts (pushIdentityTarget).
  ctx.logger.info("push_identity_checked", { loads: stored.length, durationMs: performance.now() - started });
  const verdictOf = new Map(stored.map((result, position) => [result.index, verdicts[position] as IdentityVerdict]));
  return results.map((result) =>
    result.status === "rejected" ? result : { ...result, identity: verdictOf.get(result.index) as IdentityVerdict },
  );
}

const liveStore: PushStore = {
  existing: existingLoads,
  write: writeChanges,
  created: (ctx, { carrierUserId }, won) =>
    onLoadsCreated(ctx, {
      loads: won.map(({ row, match }) => ({
        id: row.id,
        userId: carrierUserId,
        brokerageId: match.brokerageId,
        uploadedAt: row.uploadedAt,
        deadlineAt: row.deadlineAt,
      })),
    }),
};

/** The organisation's loads already keyed by these partner ids. */
async function existingLoads(ctx: ServiceContext, partner: PartnerPrincipal, accepted: readonly Accepted[]) {
  const existing: ExistingLoads = new Map();
  const found = await existingPartnerLoads(ctx.env.DB, {
    organisationId: partner.organisationId,
    partnerLoadIds: accepted.map((item) => item.partnerLoadId),
  });
  for (const row of found) existing.set(row.partner_load_id, { loadId: row.load_id, bodyHash: row.body_hash });
  return existing;
}

/**
 * Writes the valid items: new ids become loads, changed ones update theirs, identical ones are left.
 * Every new or changed item passes the door and screening (services/reports/admit-loads.ts) and
 * names a registered carrier; a refused one is a rejected item with its field messages.
 * Two pushes of the same new id at once (a retried request, a double send) each read "new"; the
 * batch that runs second finds the id claimed and creates nothing (see INSERT_LOADS_SQL), and its
 * items are decided again against the load that won, as updates or unchanged.
 */
async function upsertAccepted(
  ctx: ServiceContext,
  store: PushStore,
  pusher: Pusher,
  accepted: readonly Accepted[],
  attempt = 1,
): Promise<PushItemResult[]> {
  if (accepted.length === 0) return [];
  const { partner, carrierUserId } = pusher;
  const existing = await store.existing(ctx, partner, accepted);
  const unchanged = accepted.filter((item) => existing.get(item.partnerLoadId)?.bodyHash === item.bodyHash);
  const changed = accepted.filter((item) => existing.get(item.partnerLoadId)?.bodyHash !== item.bodyHash);
  const now = ctx.now();
  const inputs = changed.map((item) => item.input);
  const source = partnerSource(partner.organisationId);
  const [matches, admissions, carriers] = await Promise.all([
    matchBrokerages(ctx, { brokers: inputs }),
    admitLoads(ctx, { inputs, source }),
    resolvePushedCarriers(ctx, {
      carriers: changed.map((item) => item.carrier),
      fallback: pusher.linkedCarrier,
    }),
  ]);

  const refused: PushItemResult[] = [];
  const created: Created[] = [];
  const updated: Updated[] = [];
  changed.forEach((item, position) => {
    const match = matches[position] as BrokerageMatch;
    const admission = admissions[position];
    const carrier = carriers[position];
    const errors = {
      ...(admission && !admission.ok ? admission.errors : {}),
      ...(carrier && "errors" in carrier ? carrier.errors : {}),
    };
    if (!admission?.ok || !carrier || "errors" in carrier) {
      refused.push({ index: item.index, partnerLoadId: item.partnerLoadId, status: "rejected", errors });
      return;
    }
    const origin = { sourceKey: source, carrierKey: carrier.key };
    const previous = existing.get(item.partnerLoadId);
    if (previous) {
      const content = loadContent(item.input, match, admission.located, new Date(now));
      updated.push({
        item,
        loadId: previous.loadId,
        admitted: admission,
        content: { id: previous.loadId, ...content, carrierKey: carrier.key, quarantine: admission.quarantine },
      });
    } else {
      const row = newLoadRow({
        id: crypto.randomUUID(),
        userId: carrierUserId,
        input: item.input,
        match,
        admitted: admission,
        origin,
        now,
      });
      created.push({ item, match, row });
    }
  });

  const made = created.length + updated.length > 0 ? await store.write(ctx, pusher, created, updated) : new Map();
  const won = created.filter(({ row }) => made.has(row.id));
  const lost = created.filter(({ row }) => !made.has(row.id)).map(({ item }) => item);
  // Lost again means the winning load went away in between (deleted): the partner should send it again.
  if (lost.length > 0 && attempt > 1) throw new AppError("CONFLICT", PARTNER_MESSAGES.concurrentPush);
  await store.created(ctx, pusher, won);

  return [
    ...refused,
    ...won.map(
      ({ item, row }): PushItemResult => ({
        index: item.index,
        partnerLoadId: item.partnerLoadId,
        status: "created",
        loadId: row.id,
        deadlineAt: row.deadlineAt.toISOString(),
        review: reportReview(row.reviewStatus, row.reviewReason),
      }),
    ),
    ...updated.map(
      ({ item, loadId }): PushItemResult => ({
        index: item.index,
        partnerLoadId: item.partnerLoadId,
        status: "updated",
        loadId,
        review: made.get(loadId) ?? reportReview("counted", null),
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
    ...(await upsertAccepted(ctx, store, pusher, lost, attempt + 1)),
  ];
}

/**
 * One batch, one transaction: the loads, their requests, partner keys and audit rows. Returns the
 * loads made and updated, each with its standing after the write.
 */
async function writeChanges(
  ctx: ServiceContext,
  pusher: Pusher,
  created: readonly Created[],
  updated: readonly Updated[],
): Promise<Map<string, ReportReview>> {
  const { partner, carrierUserId } = pusher;
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
  const newRows = JSON.stringify(
    created.map(({ item, row }) => ({
      ...rowJson(row),
      invoicedOn: item.payment?.invoicedOn ?? null,
      paidOn: item.payment?.paidOn ?? null,
      partnerLoadId: item.partnerLoadId,
    })),
  );
  const payments = JSON.stringify(
    [
      ...created.map(({ item, row }) => ({ item, loadId: row.id, created: true })),
      ...updated.map(({ item, loadId }) => ({ item, loadId, created: false })),
    ].flatMap(({ item, loadId, created }) =>
      item.payment ? [{ auditId: crypto.randomUUID(), loadId, created, ...item.payment }] : [],
    ),
  );
  const written = await writePartnerPush(ctx.env.DB, {
    newRows,
    payments,
    changes: JSON.stringify(updated.map(({ item, content }) => ({ ...rowJson(content), payment: item.payment }))),
    touched: JSON.stringify(touched),
    organisationId: partner.organisationId,
    carrierUserId,
    requestId: ctx.requestId,
    now,
  });
  return new Map(written.map((row) => [row.id, reportReview(row.review_status, row.review_reason)]));
}
