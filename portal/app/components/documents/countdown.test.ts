import { describe, expect, it } from "vitest";
import { countdownState, countdownText, dueText, durationText, tickInterval } from "./countdown";

const deadline = "2026-11-27T11:33:00.000Z";
const at = (iso: string) => Date.parse(iso);

describe("the deadline countdown", () => {
  it("counts hours and minutes, and seconds in the last hour", () => {
    expect(durationText(47 * 3_600_000 + 5 * 60_000 + 59_000)).toBe("47 h 05 min");
    expect(durationText(12 * 60_000 + 30_000)).toBe("12 min 30 s");
    expect(countdownText("running", deadline, at("2026-11-25T12:28:00Z"))).toBe("47 h 05 min left");
  });

  it("agrees with the record: met stays met, overdue says by how much", () => {
    const after = at("2026-11-27T14:40:00Z");
    expect(countdownState("compliant", deadline, after)).toBe("met");
    expect(countdownText("met", deadline, after)).toBe("Deadline met");
    expect(countdownState("pending", deadline, after)).toBe("overdue");
    expect(countdownText("overdue", deadline, after)).toBe("Overdue by 3 h 07 min");
    expect(countdownState("pending", deadline, at("2026-11-27T11:32:00Z"))).toBe("running");
  });

  it("ticks every second only in the last hour", () => {
    expect(tickInterval(deadline, at("2026-11-27T11:00:00Z"))).toBe(1000);
    expect(tickInterval(deadline, at("2026-11-26T11:00:00Z"))).toBe(15_000);
  });

  it("says when in New York time, and in the reader's when it differs", () => {
    expect(dueText(deadline, null)).toBe("Nov 27, 6:33 AM EST");
    expect(dueText(deadline, "America/New_York")).toBe("Nov 27, 6:33 AM EST");
    expect(dueText(deadline, "America/Chicago")).toBe("Nov 27, 6:33 AM EST (5:33 AM CST your time)");
  });
});
