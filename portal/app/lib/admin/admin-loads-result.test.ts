import { describe, expect, it } from "vitest";
import { adminLoadsPath, adminLoadsResult } from "./admin-loads-result";

const load = {
  id: "l1",
  brokerName: "Demo Freight Brokerage LLC",
  brokerEmail: "dispatch@demofreight.test",
  brokerMcNumber: "MC1234567",
  brokerRegistrationStatus: "registered",
  loadNumber: "LD-1",
  date: "2026-11-23",
  pickupCity: "Dallas",
  pickupState: "TX",
  deliveryCity: "Atlanta",
  deliveryState: "GA",
  trailerType: "dry_van",
  rate: 2150,
  trueRate: null,
  verified: false,
  uploadedAt: "2026-11-23T15:00:00.000Z",
  deadlineAt: "2026-11-25T15:00:00.000Z",
  complianceStatus: "pending",
  carrierCompanyName: "Demo Trucking LLC",
  carrierMcNumber: "MC654321",
  documentsUploaded: [{ id: "d1", fileName: "rc.pdf", isShared: true, carrierApprovalStatus: "pending" }],
};

describe("adminLoadsResult", () => {
  it("reads the loads of a 200, keeping only what the table shows", () => {
    const result = adminLoadsResult({ status: 200, body: [load] });
    expect(result.state).toBe("ok");
    if (result.state !== "ok") return;
    expect(result.loads[0]).toMatchObject({ id: "l1", loadNumber: "LD-1", trueRate: null });
    expect(result.loads[0]).not.toHaveProperty("brokerEmail");
    expect(result.loads[0]?.documentsUploaded).toEqual([{ isShared: true, carrierApprovalStatus: "pending" }]);
  });

  it("tells a lapsed session from a plain 401, and a 403 from a failure", () => {
    expect(adminLoadsResult({ status: 401, body: { details: { sessionExpired: true } } })).toEqual({
      state: "signed-out",
      expired: true,
    });
    expect(adminLoadsResult({ status: 401, body: null })).toEqual({ state: "signed-out", expired: false });
    expect(adminLoadsResult({ status: 403, body: { message: "Administrators only" } })).toEqual({ state: "forbidden" });
  });

  it("calls anything else a failure, a malformed 200 included", () => {
    expect(adminLoadsResult({ status: 200, body: { loads: [load] } })).toEqual({ state: "failed" });
    expect(adminLoadsResult({ status: 200, body: [{ ...load, rate: "2150" }] })).toEqual({ state: "failed" });
    expect(adminLoadsResult({ status: 500, body: null })).toEqual({ state: "failed" });
    expect(adminLoadsResult({ status: 0, body: null })).toEqual({ state: "failed" });
  });
});

describe("adminLoadsPath", () => {
  it("asks for every load, or for one date's", () => {
    expect(adminLoadsPath(null)).toBe("/api/admin/loads");
    expect(adminLoadsPath("2026-11-23")).toBe("/api/admin/loads?date=2026-11-23");
  });
});
