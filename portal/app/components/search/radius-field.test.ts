import { describe, expect, it } from "vitest";
import { radiusHint } from "./radius-field";

describe("radiusHint", () => {
  it("gives the range for a radius in it, or nothing typed", () => {
    expect(radiusHint("50")).toBe("0 to 150 miles");
    expect(radiusHint("")).toBe("0 to 150 miles");
  });

  it("says what a radius out of range is searched as", () => {
    expect(radiusHint("500")).toBe("0 to 150 miles: 500 will be searched as 150 miles");
    expect(radiusHint("-5")).toBe("0 to 150 miles: -5 will be searched as 0 miles");
  });
});
