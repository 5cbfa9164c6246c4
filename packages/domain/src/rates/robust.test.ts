import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { countedReports, type ScreenedReport } from "./lane-exclusions";
import { capShares, logCenter, MIN_LOG_MAD, modifiedZ, outlierIndices, SOURCE_FLOOR } from "./robust";

const report = (index: number, overrides: Partial<ScreenedReport> = {}): ScreenedReport => ({
  date: `2026-11-${String(1 + (index % 28)).padStart(2, "0")}`,
  mileage: 800,
  rateCents: 200_000 + (index % 7) * 2_000,
  source: `source-${index % 5}`,
  broker: `broker-${index % 6}`,
  carrier: `carrier-${index % 4}`,
  held: false,
  ...overrides,
});

describe("outliers", () => {
  it("measures from the log median with a floored MAD", () => {
    const center = logCenter([2, 2, 2, 2]);
    expect(center).toEqual({ median: Math.log(2), mad: MIN_LOG_MAD });
    expect(modifiedZ(2 * Math.exp(0.02), center as NonNullable<typeof center>)).toBeCloseTo(0.6745, 3);
  });

  it("flags values beyond 3.5, and nothing on lanes under ten reports", () => {
    const values = [2.4, 2.5, 2.45, 2.55, 2.6, 2.5, 2.48, 2.52, 2.47, 2.53, 675_002];
    expect([...outlierIndices(values)]).toEqual([10]);
    expect(outlierIndices(values.slice(2))).toEqual(new Set());
  });
});

describe("caps", () => {
  it("lets a source count up to the floor alone, then 25% of the lane", () => {
    const alone = Array.from({ length: 30 }, (_, index) => ({ group: "a", index }));
    expect(
      capShares(
        alone,
        (item) => item.group,
        (group) => [...group],
        SOURCE_FLOOR,
      ).kept,
    ).toHaveLength(20);
    const withOthers = [...alone, ...Array.from({ length: 90 }, (_, index) => ({ group: `o${index % 9}`, index }))];
    expect(
      capShares(
        withOthers,
        (item) => item.group,
        (group) => [...group],
        SOURCE_FLOOR,
      ).capped,
    ).toHaveLength(0);
  });

  it("never trims an incumbent when a newcomer arrives (allowances only grow)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 80 }),
        fc.nat(30),
        (groups, extra) => {
          const items = groups.map((group, index) => ({ group: `g${group}`, index }));
          const before = capShares(
            items,
            (item) => item.group,
            (group) => [...group],
            SOURCE_FLOOR,
          ).kept;
          const newcomer = Array.from({ length: extra }, (_, index) => ({ group: "new", index: 1000 + index }));
          const after = new Set(
            capShares(
              [...items, ...newcomer],
              (item) => item.group,
              (group) => [...group],
              SOURCE_FLOOR,
            ).kept,
          );
          expect(before.every((item) => after.has(item))).toBe(true);
        },
      ),
      { seed: 20261125 },
    );
  });

  it("takes a dominant broker's excess from the source that names it again and again", () => {
    const honest = Array.from({ length: 24 }, (_, index) => report(index));
    const flood = Array.from({ length: 8 }, (_, index) => report(100 + index, { source: "flood", broker: "broker-0" }));
    const { counted, excluded } = countedReports([...honest, ...flood]);
    expect(excluded.brokerCapped).toBeGreaterThan(0);
    expect(counted.filter((kept) => kept.source !== "flood")).toHaveLength(24);
    expect(excluded).toMatchObject({ quarantined: 0, outliers: 0 });
  });

  it("counts held reports as quarantined, never in the figures", () => {
    const reports = Array.from({ length: 8 }, (_, index) => report(index, { broker: `broker-${index}` }));
    const { counted, excluded } = countedReports([...reports, report(9, { held: true })]);
    expect(counted).toHaveLength(8);
    expect(excluded.quarantined).toBe(1);
  });
});
