import { isGrantAction } from "@truerate/domain/brokers/identity/authority";
import type { AuthorityEvent } from "./authority-event-record";
import type { AuthorityHistoryRecord } from "./authority-history-record";

/** An event whose MC number is known (named by the row, or found for its USDOT number in the census). */
export type ResolvedAuthorityEvent = AuthorityEvent & { mcNumber: string };

/**
 * The original action of an authority that ended with no grant in the history (the grant predates every
 * file imported, or arrives in a later batch). Not a grant: it never puts an authority in force.
 */
export const GRANT_NOT_IN_HISTORY = "NOT IN THE HISTORY";

const NO_DISPOSITION = { dispositionAction: null, dispositionDecidedAt: null, dispositionServedAt: null };

/** A record the event starts, keyed as the legacy rows are (MC, no sub-number, type, action, date). */
function newRecord(
  event: ResolvedAuthorityEvent,
  action: { originalAction: string; originalServedAt: number | null; keyAction: string },
  disposition: Pick<AuthorityHistoryRecord, "dispositionAction" | "dispositionDecidedAt" | "dispositionServedAt">,
): AuthorityHistoryRecord {
  return {
    grantKey: [event.mcNumber, "", event.authorityType, action.keyAction, event.changedAt].join(":"),
    mcNumber: event.mcNumber,
    dotNumber: event.dotNumber,
    subNumber: null,
    authorityType: event.authorityType,
    authorityDescription: event.authorityDescription,
    originalAction: action.originalAction,
    originalServedAt: action.originalServedAt,
    ...disposition,
  };
}

/**
 * Applies status changes to the authority history (records one per grant, with how it ended), in date
 * order (file order on the same day):
 * - Active: a grant served that day, unless one is stored; when an authority's end was stored before its
 *   grant was seen, the grant fills that record in rather than standing beside it as a second, open one.
 * - Inactive: ends the latest grant served on or before that day while it stands; a grant already ended
 *   is left as it is; with no grant, an ended authority whose grant is not in the history.
 * Answers the records changed and, for each event in its order, the grant key it changed (null: nothing
 * to change, the history already says it). Pure: the sinks read the stored records and write the result.
 */
export function applyAuthorityEvents(
  stored: readonly AuthorityHistoryRecord[],
  events: readonly ResolvedAuthorityEvent[],
): { changed: AuthorityHistoryRecord[]; keys: Array<string | null> } {
  const records = new Map(stored.map((record) => [record.grantKey, record]));
  const changed = new Set<string>();
  const keys: Array<string | null> = events.map(() => null);
  const order = events
    .map((event, index) => ({ event, index }))
    .sort((a, b) => a.event.changedAt - b.event.changedAt || a.index - b.index);
  for (const { event, index } of order) {
    const same = [...records.values()].filter(
      (record) => record.mcNumber === event.mcNumber && record.authorityType === event.authorityType,
    );
    const next = event.status === "active" ? granted(same, event) : ended(same, event);
    if (next === null) continue;
    records.set(next.grantKey, next);
    changed.add(next.grantKey);
    keys[index] = next.grantKey;
  }
  return { changed: [...changed].map((key) => records.get(key) as AuthorityHistoryRecord), keys };
}

const isGrant = (record: AuthorityHistoryRecord) => isGrantAction(record.originalAction);

function granted(same: AuthorityHistoryRecord[], event: ResolvedAuthorityEvent): AuthorityHistoryRecord | null {
  const at = event.changedAt;
  if (same.some((record) => isGrant(record) && record.originalServedAt === at)) return null;
  const action = event.reason?.includes("REINSTAT") ? "REINSTATED" : "GRANTED";
  const grantBetween = (from: number, to: number) =>
    same.some(
      (record) => isGrant(record) && (record.originalServedAt ?? 0) >= from && (record.originalServedAt ?? 0) <= to,
    );
  const orphan = same
    .filter((record) => record.originalAction === GRANT_NOT_IN_HISTORY && (record.dispositionServedAt ?? 0) >= at)
    .filter((record) => !grantBetween(at, record.dispositionServedAt ?? 0))
    .sort((a, b) => (a.dispositionServedAt ?? 0) - (b.dispositionServedAt ?? 0))[0];
  if (orphan) return { ...orphan, originalAction: action, originalServedAt: at };
  return newRecord(event, { originalAction: action, originalServedAt: at, keyAction: action }, NO_DISPOSITION);
}

function ended(same: AuthorityHistoryRecord[], event: ResolvedAuthorityEvent): AuthorityHistoryRecord | null {
  const at = event.changedAt;
  const disposition = {
    dispositionAction: event.reason ?? "INACTIVE",
    dispositionDecidedAt: at,
    dispositionServedAt: at,
  };
  const latest = same
    .filter((record) => isGrant(record) && (record.originalServedAt ?? 0) <= at)
    .sort((a, b) => (b.originalServedAt ?? 0) - (a.originalServedAt ?? 0))[0];
  if (latest) return latest.dispositionAction === null ? { ...latest, ...disposition } : null;
  if (same.some((record) => record.originalAction === GRANT_NOT_IN_HISTORY && record.dispositionServedAt === at))
    return null;
  return newRecord(
    event,
    { originalAction: GRANT_NOT_IN_HISTORY, originalServedAt: null, keyAction: "ENDED" },
    disposition,
  );
}
