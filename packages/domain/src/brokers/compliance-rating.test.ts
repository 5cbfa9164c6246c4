import { describe, expect, it } from "vitest";
import { COMPLIANCE_RATING_LABEL, complianceFigures, complianceRatingText } from "./compliance-rating";

describe("complianceFigures", () => {
  it("rates on time over on time + late + missed, in its band", () => {
    const figures = complianceFigures({ onTime: 2238, late: 200, missed: 254, pending: 40, removedByDispute: 2 });
    expect(figures).toMatchObject({ decided: 2692, received: 2734, percent: 83, band: "good" });
  });

  it("takes its band from the rounded figure, so the number and its band agree at the edge", () => {
    expect(complianceFigures({ onTime: 179, late: 0, missed: 21, pending: 0, removedByDispute: 0 })).toMatchObject({
      percent: 90,
      band: "excellent",
    });
    expect(complianceFigures({ onTime: 178, late: 1, missed: 21, pending: 0, removedByDispute: 0 })).toMatchObject({
      percent: 89,
      band: "good",
    });
  });

  it("has no rating while nothing is decided", () => {
    expect(complianceFigures({ onTime: 0, late: 0, missed: 0, pending: 3, removedByDispute: 0 })).toMatchObject({
      percent: null,
      band: null,
    });
  });
});

describe("complianceRatingText", () => {
  it("writes the figure one way", () => {
    expect(complianceRatingText(83)).toBe("83%");
    expect(complianceRatingText(null)).toBe("No rating yet");
    expect(COMPLIANCE_RATING_LABEL).toBe("48-hour compliance rating");
  });
});
