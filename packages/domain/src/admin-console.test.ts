import { describe, expect, it } from "vitest";
import {
  adminComplianceStatus,
  brokerMembershipLabel,
  complaintIncidentDate,
  noticeFor,
  registrationLabel,
  trackerLabel,
  trackerLevel,
  trackerStatus,
} from "./admin-console";

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

describe("the complaint's incident date", () => {
  const at = (iso: string) => Date.parse(iso);
  it("is the missed deadline's day in New York, not in UTC", () => {
    // 02:30 UTC on the 27th is still the 26th in New York.
    const deadlineAt = at("2026-11-27T02:30:00Z");
    expect(complaintIncidentDate({ deadlineAt, overdue: true, refusedAt: [], now: at("2026-11-28T12:00:00Z") })).toBe(
      "2026-11-26",
    );
  });
  it("is the first refusal's day when the deadline is still to come, never a future day", () => {
    const facts = {
      deadlineAt: at("2026-11-27T12:00:00Z"),
      overdue: false,
      refusedAt: [at("2026-11-25T18:00:00Z"), at("2026-11-25T15:00:00Z")],
      now: at("2026-11-25T20:00:00Z"),
    };
    expect(complaintIncidentDate(facts)).toBe("2026-11-25");
  });
  it("takes whichever came first of a refusal and the missed deadline", () => {
    const facts = {
      deadlineAt: at("2026-11-20T12:00:00Z"),
      overdue: true,
      refusedAt: [at("2026-11-22T12:00:00Z")],
      now: at("2026-11-25T12:00:00Z"),
    };
    expect(complaintIncidentDate(facts)).toBe("2026-11-20");
  });
});

describe("brokerMembershipLabel and registrationLabel", () => {
  it("never leave a registered brokerage at a bare 0 brokers", () => {
    const cases = [
      { registered: true, brokerCount: 2, pendingBrokerCount: 0 },
      { registered: true, brokerCount: 1, pendingBrokerCount: 1 },
      { registered: true, brokerCount: 0, pendingBrokerCount: 2 },
      { registered: true, brokerCount: 0, pendingBrokerCount: 0 },
      { registered: false, brokerCount: 0, pendingBrokerCount: 0 },
    ];
    expect(cases.map((membership) => [registrationLabel(membership), brokerMembershipLabel(membership)])).toEqual([
      ["Registered", "2 brokers"],
      ["Registered", "1 broker (+ 1 broker waiting to join)"],
      ["Registered, no member", "No member yet: 2 brokers waiting to join"],
      ["Registered, no member", "No member account"],
      ["Not registered", "None (not registered)"],
    ]);
  });
});
