// The benchmarks' smoke mode (`BENCH_SMOKE=1` or `--smoke`): the same code paths on a small dataset
// with a few iterations, in a directory of its own that starts empty, and nothing written to
// bench/results.json. `npm test` runs it (`npm run bench:smoke`) so the README's command cannot rot.
export const SMOKE = process.env.BENCH_SMOKE === "1" || process.argv.includes("--smoke");

/** Where a smoke run keeps its state: beside the real runs' data, never in it. */
export const SMOKE_DIR = "bench/data/smoke";

/** The real figure, or the smoke run's small one. */
export function sized(real: number, smoke: number): number {
  return SMOKE ? smoke : real;
}
