import { describe, expect, it } from "vitest";
import { searchResultsScopeText } from "./search-results-scope";

describe("what the results list covers", () => {
  it("counts the loads and spans their dates, whatever their order", () => {
    const rows = [{ date: "2026-11-28" }, { date: "2025-11-03" }, { date: "2026-01-15" }];
    expect(searchResultsScopeText(rows)).toMatch(/^All dates your search allows: 3 loads, dated .+2025 to .+2026\.$/);
    expect(searchResultsScopeText([{ date: "2026-11-28" }])).toMatch(
      /^All dates your search allows: 1 load, dated [^,]+, 2026\.$/,
    );
  });

  it("writes large counts with separators", () => {
    const rows = Array.from({ length: 1000 }, () => ({ date: "2026-11-28" }));
    expect(searchResultsScopeText(rows)).toContain("1,000 loads");
  });
});
