/**
 * How fast this machine is right now, against the machines the Lighthouse budgets were set on.
 *
 * Lighthouse's mobile preset slows the page's measured main-thread work 4× to stand for a mid-tier
 * phone, and its documentation says to calibrate that multiplier to the host: 4× of a slow host is
 * a slower phone. These machines are virtual and share their host. The build of the signed-in page
 * that scored 97–99 on 2026-11-28 at 02:00 scored 69–73 at 14:00, unchanged, while this probe took
 * 320–570 ms against 206–229 ms. Lighthouse's own benchmark index read 1,600–2,700 in the slow
 * hours, a host it counts as fast, so it cannot tell. The calibration narrows that gap; on a host
 * as slow as that afternoon's it does not close it (medians 81–86 at 1.5–2.6×).
 */
import { execFileSync } from "node:child_process";
import { median } from "./lighthouse-verdict";

/** The probe's time on these 2-core machines on a normal day (206–229 ms, 2026-11-28 11:00 UTC, Node 20 and 22 alike). */
export const REFERENCE_PROBE_MS = 220;

/** Lighthouse's mobile preset: a mid-tier phone on a host of the reference speed. */
export const DEFAULT_CPU_SLOWDOWN = 4;

/**
 * A fixed loop at a script's top level, in a Node of its own: its sum lives in a script variable,
 * so each step allocates a number on the heap, as a page's code does. The same loop inside a
 * function keeps the sum in a register and ran at its normal speed on the slow days: the slowness
 * was in memory and allocation, which is where a page's style, layout and hydration spend.
 */
const PROBE =
  "const t=performance.now();let s=0;for(let i=0;i<3e7;i++){s+=Math.sqrt(i)%7};console.log(performance.now()-t)";

function probeOnce(): number {
  const ms = Number(execFileSync(process.execPath, ["-e", PROBE], { encoding: "utf8" }).trim());
  if (!(ms > 0)) throw new Error(`The host probe printed no time: ${ms}`);
  return ms;
}

/**
 * The middle of three probes. Not the fastest: the host's share moves from second to second, and
 * the audit that follows runs through the slow seconds as well as the fast.
 */
export function probeHostMs(): number {
  return median([probeOnce(), probeOnce(), probeOnce()]);
}

/**
 * The CPU slowdown that stands for the preset's phone on a host whose probe took `probeMs`: 4× on
 * a host at least as fast as the reference (never more), proportionally less on a slower one, and
 * never below 1× (no throttling at all).
 */
export function cpuSlowdownFor(probeMs: number): number {
  if (!(probeMs > 0)) throw new Error(`Not a probe time: ${probeMs}`);
  const scaled = (DEFAULT_CPU_SLOWDOWN * REFERENCE_PROBE_MS) / probeMs;
  return Math.round(Math.min(DEFAULT_CPU_SLOWDOWN, Math.max(1, scaled)) * 100) / 100;
}
