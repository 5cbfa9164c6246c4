import type { ReviewDecision } from "@truerate/domain/data-quality";

const PAST: Record<ReviewDecision, string> = { release: "Released", reject: "Rejected" };

const reports = (count: number) => `${count} report${count === 1 ? "" : "s"}`;

/** The toast after a decision on one report: 'Released load LD-1'. */
export function singleDecisionTitle(decision: ReviewDecision, loadNumber: string): string {
  return `${PAST[decision]} load ${loadNumber}`;
}

/**
 * The toast after a bulk decision: how many were decided, then (only when there are any) how many
 * were no longer held (another administrator was quicker) or are gone.
 */
export function bulkDecisionSummary(
  decision: ReviewDecision,
  counts: { done: number; notFound: number; notQuarantined: number },
): { title: string; description?: string } {
  const title = `${PAST[decision]} ${reports(counts.done)}`;
  const rest = [
    counts.notQuarantined > 0 ? `${reports(counts.notQuarantined)} no longer held` : null,
    counts.notFound > 0 ? `${reports(counts.notFound)} not found` : null,
  ].filter((part): part is string => part !== null);
  return rest.length > 0 ? { title, description: `${rest.join("; ")}.` } : { title };
}
