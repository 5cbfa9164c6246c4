import { describe, expect, it } from "vitest";
import { adminComplianceStatus, noticeFor, trackerLabel, trackerLevel, trackerStatus } from "./admin-console";

const doc = (isShared: boolean, adminAction: string | null = null, carrierApprovalStatus = "pending") => ({
  isShared,
  adminAction,
  carrierApprovalStatus,
});

describe("the 48H tracker thresholds", () => {
  it("draws pending rows red at 6 hours or less, 'Critical' at 1 hour or less, yellow at 24 or less", () => {
    expect(trackerLevel("pending", 6)).toBe("critical");
    expect(trackerLevel("pending", 6.1)).toBe("warning");
    expect(trackerLevel("pending", 24)).toBe("warning");
    expect(trackerLevel("pending", 24.1)).toBe("normal");
    expect(trackerLevel("missed", -3)).toBe("normal");
    expect(trackerLabel("pending", 1)).toBe("Critical");
    expect(trackerLabel("pending", 1.1)).toBe("Pending");
    expect(trackerLabel("missed", -1)).toBe("Missed");
  });

  it("maps the load's state and offers the right notice", () => {
    expect(trackerStatus("overdue")).toBe("missed");
    expect(trackerStatus("compliant")).toBe("completed");
    expect(trackerStatus("pending")).toBe("pending");
    expect(noticeFor("missed", -2)).toBe("deadline_missed");
    expect(noticeFor("pending", 20)).toBe("pending_docs");
    expect(noticeFor("pending", 30)).toBeNull();
    expect(noticeFor("completed", 30)).toBeNull();
  });
});

describe("the admin compliance labels", () => {
  it("gives each of the five", () => {
    expect(adminComplianceStatus("overdue", [doc(true)])).toBe("overdue");
    expect(adminComplianceStatus("pending", [])).toBe("no_documents");
    expect(adminComplianceStatus("pending", [doc(false)])).toBe("pending_documents");
    expect(adminComplianceStatus("compliant", [doc(true)])).toBe("pending_approval");
    expect(adminComplianceStatus("compliant", [doc(true, "approved")])).toBe("compliant");
    expect(adminComplianceStatus("compliant", [doc(true, null, "approved")])).toBe("compliant");
  });
});
