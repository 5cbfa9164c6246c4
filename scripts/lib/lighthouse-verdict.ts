/** The Lighthouse categories the landing budget holds, with the least score (0–100) each must reach. */
export const LIGHTHOUSE_MINIMUMS = { performance: 95, accessibility: 100, seo: 95 } as const;

export type Category = keyof typeof LIGHTHOUSE_MINIMUMS;
export type Scores = Record<Category, number>;
export type Minimums = Partial<Scores>;

/** The middle value of an odd number of runs (the lower middle of an even number). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error("No values");
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] as number;
}

/** Per category, the median of the runs' scores. */
export function medianScores(runs: readonly Scores[]): Scores {
  const pick = (category: Category) => median(runs.map((run) => run[category]));
  return { performance: pick("performance"), accessibility: pick("accessibility"), seo: pick("seo") };
}

/** The categories below their minimum, as "performance 91 < 95"; a category without one is only reported. */
export function shortfalls(scores: Scores, minimums: Minimums = LIGHTHOUSE_MINIMUMS): string[] {
  return (Object.keys(scores) as Category[]).flatMap((category) => {
    const minimum = minimums[category];
    return minimum !== undefined && scores[category] < minimum ? [`${category} ${scores[category]} < ${minimum}`] : [];
  });
}
