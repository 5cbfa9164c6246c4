import { describe, expect, it } from "vitest";
import { normalizeForSearch, toSearchText } from "./search-text";

describe("search text", () => {
  it("lower-cases, drops accents and punctuation, joins apostrophes and dots", () => {
    expect(normalizeForSearch("  O'Brien & Sons, J.B. Frète-Co.  ")).toBe("obrien sons jb frete co");
  });

  it("puts the legal name first and adds a different DBA name", () => {
    expect(toSearchText("Blue Ridge Logistics LLC", "BRL Freight")).toBe("blue ridge logistics llc brl freight");
    expect(toSearchText("Blue Ridge LLC", "BLUE RIDGE LLC")).toBe("blue ridge llc");
    expect(toSearchText("Blue Ridge LLC", null)).toBe("blue ridge llc");
  });
});
