import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { AdminComplianceRow, DeadlineRecord } from "../../components/admin/console/types";
import { complaintEligible } from "./compliance-columns";
import { CriticalBanner } from "./critical-banner";
import { deadlineRowClass, hoursText } from "./deadline-columns";

function record(
  loadNumber: string,
  hoursRemaining: number,
  status: DeadlineRecord["status"] = "pending",
): DeadlineRecord {
  return {
    id: `id-${loadNumber}`,
    loadNumber,
    carrierCompanyName: "Demo Trucking LLC",
    carrierMcNumber: "MC654321",
    brokerName: "Demo Freight Brokerage LLC",
    brokerMcNumber: "MC1234567",
    submissionTime: "2026-11-21T15:00:00.000Z",
    deadlineTime: "2026-11-23T15:00:00.000Z",
    status,
    hoursRemaining,
    noticesSent: [],
  };
}

describe("the 48H tracker's rows", () => {
  it("highlights critical rows red and rows due within 24 hours yellow", () => {
    expect(deadlineRowClass(record("A", 0.5))).toBe("tr-row-critical");
    expect(deadlineRowClass(record("B", 6))).toBe("tr-row-critical");
    expect(deadlineRowClass(record("C", 20))).toBe("tr-row-warning");
    expect(deadlineRowClass(record("D", 30))).toBeUndefined();
    expect(deadlineRowClass(record("E", -4, "missed"))).toBeUndefined();
    expect(hoursText(5.5)).toBe("5.5 h left");
    expect(hoursText(-3)).toBe("3.0 h over");
  });

  it("names at most three critical loads in the banner, soonest first", () => {
    const html = renderToStaticMarkup(
      createElement(CriticalBanner, {
        deadlines: [record("L5", 5), record("L1", 1), record("L3", 3), record("L2", 2), record("L20", 20)],
      }),
    );
    expect(html).toContain("4 loads are due within 6 hours");
    expect(html.match(/<li>/g)).toHaveLength(3);
    expect(html.indexOf("L1 ")).toBeLessThan(html.indexOf("L2 "));
    expect(html).not.toContain("L5 ");
    expect(renderToStaticMarkup(createElement(CriticalBanner, { deadlines: [record("L30", 30)] }))).toBe("");
  });
});

describe("the complaint link of Document Management", () => {
  const row = (status: AdminComplianceRow["complianceStatus"], refused = false) =>
    ({
      complianceStatus: status,
      documentsShared: [{ adminAction: refused ? "denied" : null, carrierApprovalStatus: "pending" }],
    }) as AdminComplianceRow;
  it("is offered for an overdue or refused load only", () => {
    expect(complaintEligible(row("overdue"))).toBe(true);
    expect(complaintEligible(row("pending_approval", true))).toBe(true);
    expect(complaintEligible(row("pending_approval"))).toBe(false);
  });
});
