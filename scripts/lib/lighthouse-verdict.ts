/** The Lighthouse categories the landing budget holds, with the least score (0–100) each must reach. */
export const LIGHTHOUSE_MINIMUMS = { performance: 95, accessibility: 100, seo: 95 } as const;

export type Category = keyof typeof LIGHTHOUSE_MINIMUMS;
/** A run's scores (0–100) of the categories it audited. */
export type Scores = Partial<Record<Category, number>>;

/** The middle value of an odd number of runs (the lower middle of an even number). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error("No values");
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] as number;
}

/** Per category, the median of the runs' scores. */
export function medianScores(runs: readonly Scores[]): Scores {
  const categories = new Set(runs.flatMap((run) => Object.keys(run) as Category[]));
  return Object.fromEntries(
    [...categories].map((category) => [
      category,
      median(runs.flatMap((run) => (run[category] === undefined ? [] : [run[category]]))),
    ]),
  );
}

/** The categories below their minimum, as "performance 91 < 95"; one not audited is missing too. */
export function shortfalls(scores: Scores, minimums: Scores = LIGHTHOUSE_MINIMUMS): string[] {
  return (Object.keys(minimums) as Category[]).flatMap((category) => {
    const minimum = minimums[category] as number;
    const score = scores[category];
    if (score === undefined) return [`${category} not audited`];
    return score < minimum ? [`${category} ${score} < ${minimum}`] : [];
  });
}
