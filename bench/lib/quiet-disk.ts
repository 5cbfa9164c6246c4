// Waits for the host disk to settle before a timed run. A run that writes many files (the deadline
// objects on disk, a test suite's state) leaves them being written back for minutes, and a push
// timed meanwhile measured 1,640 loads/s where the same code on a settled disk answered 2,341.
import { existsSync, readFileSync } from "node:fs";

const PRESSURE_FILE = "/proc/pressure/io";

/** The share (%) of the last 10 s in which some task stalled on I/O (Linux PSI); null where unknown. */
export function ioPressure(): number | null {
  if (!existsSync(PRESSURE_FILE)) return null;
  const some = /^some avg10=([\d.]+)/m.exec(readFileSync(PRESSURE_FILE, "utf8"));
  return some ? Number(some[1]) : null;
}

/**
 * Until I/O pressure is at most `maxShare` % (up to `timeoutMs`). Returns how long it waited and
 * the pressure it started at, which the results keep beside the figure.
 */
export async function untilDiskQuiet(
  log: (line: string) => void,
  { maxShare = 5, timeoutMs = 180_000 } = {},
): Promise<{ ioPressureAtStart: number | null; waitedSeconds: number }> {
  const started = performance.now();
  let pressure = ioPressure();
  while (pressure !== null && pressure > maxShare && performance.now() - started < timeoutMs) {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    pressure = ioPressure();
  }
  const waitedSeconds = Math.round((performance.now() - started) / 1000);
  if (waitedSeconds > 0) log(`  (waited ${waitedSeconds} s for the disk to settle: I/O pressure ${pressure}%)`);
  return { ioPressureAtStart: pressure, waitedSeconds };
}
