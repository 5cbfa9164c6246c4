import { describe, expect, it } from "vitest";
import { deleteReply, type Shipment, shipmentsResult } from "./shipments";

const shipment: Shipment = {
  id: "load-1",
  loadNumber: "LD-1",
  brokerName: "Demo Freight Brokerage LLC",
  date: "2026-11-23",
  pickupCity: "Dallas",
  pickupState: "TX",
  deliveryCity: "Atlanta",
  deliveryState: "GA",
  trailerType: "reefer",
  mileage: 865,
  weight: 42000,
  rate: 2150,
  uploadedAt: "2026-11-23T15:04:05.000Z",
  review: { status: "quarantined", reason: "burst", message: "Held for review: one source sent more reports" },
};

describe("shipmentsResult", () => {
  const load = {
    ...shipment,
    brokerEmail: "x@y.test",
    brokerMcNumber: null,
    brokerRegistrationStatus: "registered",
    pickupLatitude: null,
    pickupLongitude: null,
    deliveryLatitude: null,
    deliveryLongitude: null,
    brokerProfileKey: null,
    trueRate: null,
    trueRateVerification: null,
    verified: false,
    verifiedAt: null,
    deadlineAt: "2026-11-25T15:04:05.000Z",
    complianceStatus: "pending",
    payment: { invoicedOn: null, paidOn: null, notPaid: false, notPaidReportedOn: null },
  } as const;

  it("keeps only what the page shows of the carrier's loads", () => {
    expect(shipmentsResult(200, [load])).toEqual({ ok: true, data: [shipment] });
  });

  it("asks a signed-out user to log in", () => {
    expect(shipmentsResult(401, undefined)).toEqual({
      ok: false,
      message: "Please log in: You need to be logged in to view your loads",
    });
  });

  it("reports any other failure as a failed load", () => {
    const failed = { ok: false, message: "Failed to load your shipments: Please try again later" };
    expect(shipmentsResult(500, undefined)).toEqual(failed);
    expect(shipmentsResult(402, undefined)).toEqual(failed);
  });
});

describe("deleteReply", () => {
  it("words success and failure as docs/product.md does", () => {
    expect(deleteReply(true).toast).toEqual({ title: "Load deleted successfully" });
    expect(deleteReply(false).toast).toEqual({ title: "Failed to delete load", variant: "destructive" });
  });
});
