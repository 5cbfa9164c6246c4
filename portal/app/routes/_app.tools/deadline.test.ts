import { describe, expect, it } from "vitest";
import { deadlineFor } from "./deadline";

describe("deadlineFor", () => {
  it("answers the due time 48 hours after a New York upload time, in New York time", () => {
    expect(deadlineFor("2026-11-23T10:04")).toEqual({
      state: "due",
      dueAt: "2026-11-25T15:04:00.000Z",
      dueLabel: "November 25, 2026 at 10:04 AM EST",
    });
  });

  it("counts elapsed hours across the end of daylight saving time", () => {
    // 31 October 2026, 9:00 AM EDT is 13:00 UTC; 48 hours later is 8:00 AM EST on 2 November.
    expect(deadlineFor("2026-10-31T09:00")).toMatchObject({ dueLabel: "November 2, 2026 at 8:00 AM EST" });
  });

  it("is empty without a time and invalid for anything that is not one", () => {
    expect(deadlineFor("")).toEqual({ state: "empty" });
    expect(deadlineFor(null)).toEqual({ state: "empty" });
    expect(deadlineFor("tomorrow")).toEqual({ state: "invalid" });
    expect(deadlineFor("2026-13-45T99:99")).toEqual({ state: "invalid" });
  });
});
