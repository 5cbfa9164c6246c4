import { describe, expect, it } from "vitest";
import { withheldLaneText } from "./lane-withheld";

describe("a withheld lane, in plain words", () => {
  it("says where and over how long it was read, with the API's rule", () => {
    const text = withheldLaneText({
      publicationRule: "A lane is published only with at least 7 reports.",
      escalation: { applied: { area: "state", timeframeDays: 90 } },
    });
    expect(text).toBe("Read across these two states over 90 days. A lane is published only with at least 7 reports.");
  });
});
