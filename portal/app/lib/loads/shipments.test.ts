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
};

describe("shipmentsResult", () => {
  it("reads the carrier's loads, keeping only what the page shows", () => {
    const result = shipmentsResult(200, "application/json; charset=utf-8", [{ ...shipment, brokerEmail: "x@y.test" }]);
    expect(result).toEqual({ ok: true, shipments: [shipment] });
  });

  it("asks a signed-out user to log in", () => {
    expect(shipmentsResult(401, "application/problem+json", {})).toEqual({
      ok: false,
      message: "Please log in: You need to be logged in to view your loads",
    });
  });

  it("calls a reply that is not JSON an authentication error", () => {
    expect(shipmentsResult(200, "text/html", null)).toEqual({
      ok: false,
      message: "Authentication error: Please refresh the page and try again",
    });
  });

  it("reports any other failure, a changed body included, as a failed load", () => {
    const failed = { ok: false, message: "Failed to load your shipments: Please try again later" };
    expect(shipmentsResult(500, "application/problem+json", {})).toEqual(failed);
    expect(shipmentsResult(402, "application/problem+json", {})).toEqual(failed);
    expect(shipmentsResult(200, "application/json", { loads: [] })).toEqual(failed);
  });
});

describe("deleteReply", () => {
  it("words success and failure as the spec does", () => {
    expect(deleteReply(true).toast).toEqual({ title: "Load deleted successfully" });
    expect(deleteReply(false).toast).toEqual({ title: "Failed to delete load", variant: "destructive" });
  });
});
