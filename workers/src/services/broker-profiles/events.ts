import { daysBetween } from "@truerate/domain/brokers/days-to-pay";
import { IDENTITY_CHECK_NAMES } from "@truerate/domain/brokers/identity/summary";
import { requestOutcome } from "@truerate/domain/brokers/profile-figures";
import type { BrokerProfileEventKind } from "@truerate/domain/enums";
import { newYorkDate } from "@truerate/domain/new-york-time";
import type { ServiceContext } from "../../core/service-context";
import { listWaiverClausesForBroker } from "../../db/queries/waiver-clauses";
import type { ProfileEvent } from "../../schemas/brokers";
import { profileViewer } from "./access";
import { paymentEvents } from "./days-to-pay";
import { PROFILE_WINDOW_MS, type RequestRow, readProfileEvidence } from "./evidence-rows";
import { resolveBroker } from "./identity";
import { identityCheckForOtherCarriers, identityFailsOfBroker } from "./identity-fails";

export const PROFILE_EVENTS_PAGE_SIZE = 50;

const HOUR_MS = 60 * 60 * 1000;

/**
 * The events behind a profile's figures, newest first, a page at a time. Carriers see them
 * anonymised: the day only, and no load but their own, so a profile never shows another carrier's loads.
 */
export async function brokerProfileEvents(
  ctx: ServiceContext,
  input: { key: string; kind: BrokerProfileEventKind; page: number },
): Promise<{ key: string; kind: BrokerProfileEventKind; events: ProfileEvent[]; page: number; total: number }> {
  const { key, kind, page } = input;
  const identity = await resolveBroker(ctx, key);
  const { actor, viewer } = profileViewer(ctx, identity);
  const now = ctx.now();
  const rows = await readProfileEvidence(ctx, { identity, now });
  const reveal = (userId: string | null) => viewer !== "carrier" || (userId !== null && userId === actor.userId);
  const when = (ms: number) => {
    const iso = new Date(ms).toISOString();
    return viewer === "carrier" ? `${iso.slice(0, 10)}T00:00:00.000Z` : iso;
  };
  const base = {
    hoursToAnswer: null,
    complaintOutcome: null,
    detail: null,
    identity: null,
    dispute: null,
    removedFromScore: false,
  };
  /** An event of a load at `at`: the load shown only to whom `reveal` allows. */
  const eventOf = (row: { userId: string | null; loadId: string; loadNumber: string }, at: number) => ({
    ...base,
    kind,
    sortAt: at,
    at: when(at),
    loadId: reveal(row.userId) ? row.loadId : null,
    loadNumber: reveal(row.userId) ? row.loadNumber : null,
  });
  const requestEvent = (row: RequestRow) => eventOf(row, row.uploadedAt);
  let events: (ProfileEvent & { sortAt: number })[];
  if (kind === "complaint") {
    events = rows.complaints.map((row) => ({
      ...eventOf(row, row.filedAt),
      complaintOutcome: row.outcome,
      dispute: row.disputeStatus,
      removedFromScore: row.disputeStatus === "upheld",
    }));
  } else if (kind === "payment") {
    const byLoad = new Map(rows.requests.map((row) => [row.loadId, row]));
    const today = newYorkDate(now);
    const payments = await paymentEvents(ctx, {
      brokerKey: identity.key,
      sinceIso: new Date(now - PROFILE_WINDOW_MS).toISOString(),
    });
    events = payments.map((payment) => {
      const load = byLoad.get(payment.loadId);
      const invoicedAt = Date.parse(`${payment.invoicedOn}T12:00:00Z`);
      const shown = load ? requestEvent(load) : { ...base, kind, loadId: null, loadNumber: null };
      return {
        ...shown,
        sortAt: invoicedAt,
        at: when(invoicedAt),
        detail: payment.paidOn
          ? `Paid in ${daysBetween(payment.invoicedOn, payment.paidOn)} days`
          : `${payment.notPaid ? "Reported not paid" : "Not paid yet"}, ${daysBetween(payment.invoicedOn, today)} days after the invoice`,
      };
    });
  } else if (kind === "identity_fail") {
    const fails = await identityFailsOfBroker(ctx, { identity, now });
    events = fails.map((row) => ({
      ...eventOf(row, row.uploadedAt),
      detail: `Failed: ${row.failing.map((check) => IDENTITY_CHECK_NAMES[check.kind]).join(", ")}`,
      identity: reveal(row.userId) ? row.failing : row.failing.map(identityCheckForOtherCarriers),
      dispute: row.disputeStatus,
      removedFromScore: row.disputeStatus === "upheld",
    }));
  } else if (kind === "waiver") {
    const byLoad = new Map(rows.requests.map((row) => [row.loadId, row]));
    const clauses = await listWaiverClausesForBroker(ctx.db, identity.key, now - PROFILE_WINDOW_MS);
    events = clauses
      .filter((clause) => clause.kind === "waiver")
      .map((clause) => {
        const load = clause.loadId ? byLoad.get(clause.loadId) : undefined;
        const detectedAt = Date.parse(clause.detectedAt);
        const shown = load ? requestEvent(load) : { ...base, kind, loadId: null, loadNumber: null };
        return { ...shown, sortAt: detectedAt, at: when(detectedAt), detail: `“${clause.sentence}”` };
      });
  } else {
    events = rows.requests
      .filter((row) => (kind === "verified" ? row.verified : (requestOutcome(row, now) ?? "pending") === kind))
      .map((row) => ({
        ...requestEvent(row),
        hoursToAnswer:
          row.answeredAt === null ? null : Math.round(((row.answeredAt - row.uploadedAt) / HOUR_MS) * 10) / 10,
        dispute: row.disputeStatus,
        removedFromScore: kind === "missed" && row.disputeStatus === "upheld",
      }));
  }
  events.sort((a, b) => b.sortAt - a.sortAt);
  const start = (page - 1) * PROFILE_EVENTS_PAGE_SIZE;
  return {
    key: identity.key,
    kind,
    page,
    total: events.length,
    events: events.slice(start, start + PROFILE_EVENTS_PAGE_SIZE).map(({ sortAt: _, ...event }) => event),
  };
}
