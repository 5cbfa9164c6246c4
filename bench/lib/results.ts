// What every benchmark records beside its figures, and how it adds them to bench/results.json.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";

export const RESULTS_PATH = "bench/results.json";

const round = (value: number) => Math.round(value * 100) / 100;

/** The machine as the run found it: cores, model and how busy it was. */
export function machineFacts() {
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? "unknown",
    loadAverage1m: round(os.loadavg()[0] ?? 0),
  };
}

/** bench/results.json as the last runs left it (empty when no run wrote it yet). */
export function readResults(): Record<string, unknown> {
  return existsSync(RESULTS_PATH) ? JSON.parse(readFileSync(RESULTS_PATH, "utf8")) : {};
}

/**
 * Replaces the given top-level fields of bench/results.json, keeping every other one: the load
 * search bench owns the top level (date, machine, raw, worker, …), each other bench one section.
 */
export function writeResultsFields(fields: Record<string, unknown>): void {
  const results = readResults();
  writeFileSync(RESULTS_PATH, `${JSON.stringify({ ...results, ...fields }, null, 2)}\n`);
}

/** Replaces one section of bench/results.json, keeping the other benchmarks' sections. */
export function writeResultsSection(name: string, section: unknown): void {
  writeResultsFields({ [name]: section });
}
