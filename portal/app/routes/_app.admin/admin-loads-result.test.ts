import { describe, expect, it } from "vitest";
import type { AdminLoad } from "../../components/admin/admin-load";
import { adminLoadsResult } from "./admin-loads-result";

const load: AdminLoad = {
  id: "l1",
  brokerName: "Demo Freight Brokerage LLC",
  brokerEmail: "dispatch@demofreight.test",
  brokerMcNumber: "MC1234567",
  brokerProfileKey: "mc:MC1234567",
  brokerRegistrationStatus: "registered",
  loadNumber: "LD-1",
  date: "2026-11-23",
  pickupCity: "Dallas",
  pickupState: "TX",
  pickupLatitude: null,
  pickupLongitude: null,
  deliveryCity: "Atlanta",
  deliveryState: "GA",
  deliveryLatitude: null,
  deliveryLongitude: null,
  trailerType: "dry_van",
  mileage: 781,
  weight: 42000,
  rate: 2150,
  trueRate: null,
  trueRateVerification: null,
  verified: false,
  verifiedAt: null,
  uploadedAt: "2026-11-23T15:00:00.000Z",
  deadlineAt: "2026-11-25T15:00:00.000Z",
  payment: { invoicedOn: null, paidOn: null, notPaid: false, notPaidReportedOn: null },
  complianceStatus: "pending",
  carrierCompanyName: "Demo Trucking LLC",
  carrierMcNumber: "MC654321",
  documentsUploaded: [{ id: "d1", fileName: "rc.pdf", isShared: true, carrierApprovalStatus: "pending" }],
  revisionAwaitingReview: null,
};

const answered = (status: number) => new Response(null, { status });

describe("adminLoadsResult", () => {
  it("lists the loads of a 200", () => {
    const page = { loads: [load], total: 51, page: 2, pageSize: 50 };
    expect(adminLoadsResult({ data: page, response: answered(200) })).toEqual({ state: "ok", page });
  });

  it("tells a lapsed session from a plain 401, and a 403 from a failure", () => {
    const lapsed = { code: "UNAUTHENTICATED", message: "Session expired", details: { sessionExpired: true } };
    expect(adminLoadsResult({ error: lapsed, response: answered(401) })).toEqual({
      state: "signed-out",
      expired: true,
    });
    expect(adminLoadsResult({ error: null, response: answered(401) })).toEqual({ state: "signed-out", expired: false });
    const forbidden = { code: "FORBIDDEN", message: "Administrators only" };
    expect(adminLoadsResult({ error: forbidden, response: answered(403) })).toEqual({ state: "forbidden" });
  });

  it("calls anything else a failure", () => {
    expect(adminLoadsResult({ error: null, response: answered(500) })).toEqual({ state: "failed" });
    expect(adminLoadsResult({ error: "Service unavailable", response: answered(503) })).toEqual({ state: "failed" });
  });
});
