import { describe, expect, it } from "vitest";
import { checkAlert, onAlertSide } from "./rate-alert";

describe("the rate alert crossing rule", () => {
  it("fires when the figure moves from below to at or above an 'above' threshold", () => {
    expect(checkAlert({ threshold: 2.5, direction: "above", previous: 2.3, current: 2.6 })).toEqual({
      fire: true,
      remember: 2.6,
    });
    expect(checkAlert({ threshold: 2.5, direction: "above", previous: 2.3, current: 2.5 }).fire).toBe(true);
  });

  it("does not fire again while the figure stays on the alert side", () => {
    expect(checkAlert({ threshold: 2.5, direction: "above", previous: 2.6, current: 2.8 })).toEqual({
      fire: false,
      remember: 2.8,
    });
  });

  it("does not fire while the figure stays on the other side", () => {
    expect(checkAlert({ threshold: 2.5, direction: "above", previous: 2.1, current: 2.4 }).fire).toBe(false);
    expect(checkAlert({ threshold: 2.0, direction: "below", previous: 2.4, current: 2.1 }).fire).toBe(false);
  });

  it("fires on a fall through a 'below' threshold, and again only after going back", () => {
    const first = checkAlert({ threshold: 2.0, direction: "below", previous: 2.2, current: 1.9 });
    expect(first).toEqual({ fire: true, remember: 1.9 });
    const back = checkAlert({ threshold: 2.0, direction: "below", previous: first.remember, current: 2.1 });
    expect(back.fire).toBe(false);
    expect(checkAlert({ threshold: 2.0, direction: "below", previous: back.remember, current: 2.0 }).fire).toBe(true);
  });

  it("fires when a lane is first published on the alert side", () => {
    expect(checkAlert({ threshold: 2.5, direction: "above", previous: null, current: 2.7 }).fire).toBe(true);
    expect(checkAlert({ threshold: 2.5, direction: "above", previous: null, current: 2.2 }).fire).toBe(false);
  });

  it("keeps the last published figure while the lane is withheld, so coming back does not re-fire", () => {
    const withheld = checkAlert({ threshold: 2.5, direction: "above", previous: 2.7, current: null });
    expect(withheld).toEqual({ fire: false, remember: 2.7 });
    expect(checkAlert({ threshold: 2.5, direction: "above", previous: withheld.remember, current: 2.8 }).fire).toBe(
      false,
    );
  });

  it("counts the threshold itself as on the alert side in both directions", () => {
    expect(onAlertSide(2.5, 2.5, "above")).toBe(true);
    expect(onAlertSide(2.5, 2.5, "below")).toBe(true);
    expect(onAlertSide(2.49, 2.5, "above")).toBe(false);
  });
});
