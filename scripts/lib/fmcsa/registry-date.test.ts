import { describe, expect, it } from "vitest";
import { registryDate } from "./registry-date";

describe("registryDate", () => {
  it.each([
    ["20261101", "2026-11-01"],
    ["20040317 0000", "2004-03-17"],
    ["2026-11-01", "2026-11-01"],
    ["2026-11-01T00:00:00.000", "2026-11-01"],
    ["11/01/2026", "2026-11-01"],
    ["3/7/2019", "2019-03-07"],
  ])("reads %s", (text, iso) => {
    expect(new Date(registryDate(text) ?? 0).toISOString().slice(0, 10)).toBe(iso);
  });

  it.each(["", "20261301", "02/30/2026", "N/A", "2026"])("refuses %j", (text) => {
    expect(registryDate(text)).toBeNull();
  });
});
