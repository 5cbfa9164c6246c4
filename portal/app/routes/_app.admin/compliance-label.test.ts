import { describe, expect, it } from "vitest";
import { adminComplianceLabel } from "./compliance-label";

const shared = (carrierApprovalStatus: string) => ({ isShared: true, carrierApprovalStatus });

describe("adminComplianceLabel", () => {
  it("names the deadline's outcome once there is one", () => {
    expect(adminComplianceLabel({ complianceStatus: "compliant", documentsUploaded: [] }).text).toBe("Compliant");
    expect(adminComplianceLabel({ complianceStatus: "overdue", documentsUploaded: [shared("pending")] }).text).toBe(
      "Overdue",
    );
  });

  it("waits on the carrier when a shared document is unanswered", () => {
    expect(adminComplianceLabel({ complianceStatus: "pending", documentsUploaded: [shared("pending")] })).toEqual({
      text: "Pending Approval",
      color: "amber",
    });
  });

  it("waits on the broker when nothing is shared or only declined documents are", () => {
    const unshared = { isShared: false, carrierApprovalStatus: "pending" };
    for (const documentsUploaded of [[], [unshared], [shared("declined")]]) {
      expect(adminComplianceLabel({ complianceStatus: "pending", documentsUploaded }).text).toBe("Pending Documents");
    }
  });

  it("shows a status it does not know as the API wrote it", () => {
    expect(adminComplianceLabel({ complianceStatus: "waived", documentsUploaded: [] })).toEqual({
      text: "waived",
      color: "gray",
    });
  });
});
