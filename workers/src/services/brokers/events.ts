import { requestOutcome } from "@truerate/domain/brokers/profile-figures";
import type { ComplaintOutcome } from "@truerate/domain/enums";
import type { ServiceContext } from "../../core/service-context";
import { profileViewer } from "./access";
import { readProfileEvidence } from "./evidence-rows";
import { resolveBroker } from "./identity";

/** The kinds of event behind a profile's figures; each figure links to its kind. */
export const PROFILE_EVENT_KINDS = ["on_time", "late", "missed", "pending", "verified", "complaint"] as const;
export type ProfileEventKind = (typeof PROFILE_EVENT_KINDS)[number];
export const PROFILE_EVENTS_PAGE_SIZE = 50;

export interface ProfileEvent {
  kind: ProfileEventKind;
  /** When it happened: to the day for carriers (anonymised), to the instant for the brokerage and administrators. */
  at: string;
  /** The load behind it: shown to administrators, the brokerage, and the carrier who submitted it; null otherwise. */
  loadId: string | null;
  loadNumber: string | null;
  hoursToAnswer: number | null;
  complaintOutcome: ComplaintOutcome | null;
  dispute: "open" | "upheld" | "rejected" | null;
  /** The event left the score because an administrator upheld the broker's dispute. */
  removedFromScore: boolean;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * The events behind a profile's figures, newest first, a page at a time. Carriers see them
 * anonymised: the day only, and no load but their own, so a profile never shows another carrier's loads.
 */
export async function brokerProfileEvents({
  ctx,
  key,
  kind,
  page,
}: {
  ctx: ServiceContext;
  key: string;
  kind: ProfileEventKind;
  page: number;
}): Promise<{ key: string; kind: ProfileEventKind; events: ProfileEvent[]; page: number; total: number }> {
  const identity = await resolveBroker(ctx.db, key);
  const { actor, viewer } = profileViewer(ctx, identity);
  const now = ctx.now();
  const rows = await readProfileEvidence(ctx.db, identity, now);
  const reveal = (userId: string | null) => viewer !== "carrier" || (userId !== null && userId === actor.userId);
  const when = (ms: number) => {
    const iso = new Date(ms).toISOString();
    return viewer === "carrier" ? `${iso.slice(0, 10)}T00:00:00.000Z` : iso;
  };
  const events: (ProfileEvent & { sortAt: number })[] =
    kind === "complaint"
      ? rows.complaints.map((row) => ({
          kind,
          sortAt: row.filedAt,
          at: when(row.filedAt),
          loadId: reveal(row.userId) ? row.loadId : null,
          loadNumber: reveal(row.userId) ? row.loadNumber : null,
          hoursToAnswer: null,
          complaintOutcome: row.outcome,
          dispute: row.disputeStatus,
          removedFromScore: row.disputeStatus === "upheld",
        }))
      : rows.requests
          .filter((row) => (kind === "verified" ? row.verified : (requestOutcome(row, now) ?? "pending") === kind))
          .map((row) => ({
            kind,
            sortAt: row.uploadedAt,
            at: when(row.uploadedAt),
            loadId: reveal(row.userId) ? row.loadId : null,
            loadNumber: reveal(row.userId) ? row.loadNumber : null,
            hoursToAnswer:
              row.answeredAt === null ? null : Math.round(((row.answeredAt - row.uploadedAt) / HOUR_MS) * 10) / 10,
            complaintOutcome: null,
            dispute: row.disputeStatus,
            removedFromScore: kind === "missed" && row.disputeStatus === "upheld",
          }));
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
