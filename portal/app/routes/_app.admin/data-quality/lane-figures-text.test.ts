import { describe, expect, it } from "vitest";
import { laneFiguresText } from "./lane-figures-text";

describe("laneFiguresText", () => {
  it("reads published figures per mile with their spread and the reports behind them", () => {
    expect(
      laneFiguresText({
        status: "published",
        reports: 42,
        perMile: { median: 2.61, p25: 2.38, p75: 2.9 },
        withheldMessage: null,
      }),
    ).toBe("$2.61/mi median, $2.38–$2.90 (p25–p75), 42 reports");
  });

  it("says why a lane is withheld, and a dash without an answer", () => {
    expect(laneFiguresText({ status: "withheld", reports: 2, perMile: null, withheldMessage: "Too few reports" })).toBe(
      "Too few reports",
    );
    expect(laneFiguresText(null)).toBe("—");
  });
});
