import type { CarrierApprovalStatus, LoadComplianceStatus } from "@truerate/domain/enums";
import { describe, expect, it } from "vitest";
import { brokerLoadStatus, sendButtonLabel } from "./broker-status";

type Approval = CarrierApprovalStatus;
const load = (approvals: Approval[], extra: { complianceStatus?: LoadComplianceStatus; deadlineAt?: string } = {}) => ({
  complianceStatus: extra.complianceStatus ?? "pending",
  deadlineAt: extra.deadlineAt ?? "2026-11-25T15:00:00.000Z",
  documentsUploaded: approvals.map((carrierApprovalStatus, index) => ({
    id: `d${index}`,
    fileName: `d${index}.pdf`,
    isShared: true,
    carrierApprovalStatus,
  })),
});
const BEFORE = Date.parse("2026-11-24T15:00:00.000Z");
const AFTER = Date.parse("2026-11-26T15:00:00.000Z");

describe("sendButtonLabel", () => {
  it.each([
    [[], "Send Docs"],
    [["pending"], "Send More"],
    [["approved"], "Send More"],
    [["declined"], "Send New Docs"],
    [["declined", "declined"], "Send New Docs"],
    [["declined", "pending"], "Send More"],
  ] as [Approval[], string][])("documents %j read %s", (approvals, label) => {
    expect(sendButtonLabel(load(approvals))).toBe(label);
  });
});

describe("brokerLoadStatus", () => {
  it("is pending documents until the deadline, then overdue", () => {
    expect(brokerLoadStatus(load([]), BEFORE)).toBe("pending");
    expect(brokerLoadStatus(load([]), AFTER)).toBe("overdue");
    expect(brokerLoadStatus(load([], { complianceStatus: "overdue" }), BEFORE)).toBe("overdue");
  });

  it("follows the carrier's answers once documents are sent", () => {
    expect(brokerLoadStatus(load(["pending"]), AFTER)).toBe("pending");
    expect(brokerLoadStatus(load(["declined", "approved"]), AFTER)).toBe("approved");
    expect(brokerLoadStatus(load(["declined"]), BEFORE)).toBe("declined");
  });
});
