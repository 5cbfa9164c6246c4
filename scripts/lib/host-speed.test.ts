import { describe, expect, it } from "vitest";
import { cpuSlowdownFor, DEFAULT_CPU_SLOWDOWN, probeHostMs, REFERENCE_PROBE_MS } from "./host-speed";

describe("the Lighthouse CPU slowdown for this host", () => {
  it("is Lighthouse's 4× on a host as fast as the reference, and never more on a faster one", () => {
    expect(cpuSlowdownFor(REFERENCE_PROBE_MS)).toBe(DEFAULT_CPU_SLOWDOWN);
    expect(cpuSlowdownFor(REFERENCE_PROBE_MS / 3)).toBe(DEFAULT_CPU_SLOWDOWN);
  });

  it("shrinks in proportion on a slower host, so the emulated phone stays the same", () => {
    expect(cpuSlowdownFor(REFERENCE_PROBE_MS * 2)).toBe(2);
    expect(cpuSlowdownFor(440)).toBeCloseTo((4 * REFERENCE_PROBE_MS) / 440, 2);
  });

  it("never goes below no throttling at all, and refuses a time that is no time", () => {
    expect(cpuSlowdownFor(REFERENCE_PROBE_MS * 10)).toBe(1);
    expect(() => cpuSlowdownFor(0)).toThrow();
    expect(() => cpuSlowdownFor(Number.NaN)).toThrow();
  });

  it("probes in a time a machine can take", () => {
    const ms = probeHostMs();
    expect(ms).toBeGreaterThan(1);
    expect(ms).toBeLessThan(60_000);
  });
});
