import { describe, expect, it } from "vitest";
import { readFields } from "./read-fields";
import { drawnPage } from "./test-page";

const read = (drawing: string, kind: Parameters<typeof readFields>[1] = "rate_confirmation") =>
  readFields([drawnPage(drawing)], kind);

describe("readFields: the labels documents use", () => {
  it.each([
    ["Load No.: 88123", "88123"],
    ["Shipment ID: SHP-20931", "SHP-20931"],
    ["Confirmation # 7712-A", "7712-A"],
    ["Order #: 4410021", "4410021"],
    ["Rate Confirmation — Load TR-4242", "TR-4242"],
    ["PO #: 5512  Load Number: LN-7781", "LN-7781"],
  ])("reads the load number in %s", (drawing, loadNumber) => {
    expect(read(drawing).loadNumber?.value).toBe(loadNumber);
  });

  it.each([
    ["Agreed Rate:  $2,450.00", 2450],
    ["Total Rate    USD 2,450.00", 2450],
    ["Amount Due: $2,450.00", 2450],
    ["Broker agrees to pay Carrier the sum of $2,450.00 for this load.", 2450],
  ])("reads the total in %s", (drawing, total) => {
    expect(read(drawing).total?.value).toBe(total);
  });

  it("reads an invoice's balance due rather than its subtotal", () => {
    const fields = read(
      `Subtotal       $2,000.00
Balance Due    $1,960.00`,
      "invoice",
    );
    expect(fields.total?.value).toBe(1960);
  });

  it("reads the carrier from 'Transported by' and the broker from 'Bill To'", () => {
    const fields = read(
      `Bill To:          Heartland Brokerage Group LLC, MC Number: 337004
Transported by:   Bison Road Lines Inc. (Docket No. MC 411033)`,
    );
    expect([fields.brokerName?.value, fields.brokerMcNumber?.value]).toEqual([
      "Heartland Brokerage Group LLC",
      "MC337004",
    ]);
    expect([fields.carrierName?.value, fields.carrierMcNumber?.value]).toEqual(["Bison Road Lines Inc.", "MC411033"]);
  });

  it("reads shipper and consignee sections with their addresses and dates", () => {
    const fields = read(`Shipper
Acme Paper Products
4200 Industrial Pkwy
Dallas, TX 75247
Date: 20-Nov-2026

Consignee
Riverbend Foods
Atlanta, Georgia 30336
Date: Friday, November 27, 2026`);
    expect([fields.pickup.city?.value, fields.pickup.state?.value, fields.pickup.date?.value]).toEqual([
      "Dallas",
      "TX",
      "2026-11-20",
    ]);
    expect([fields.delivery.city?.value, fields.delivery.state?.value, fields.delivery.date?.value]).toEqual([
      "Atlanta",
      "GA",
      "2026-11-27",
    ]);
  });

  it.each([
    ["Payment Terms: Net 30", "Net 30"],
    ["Terms: Quick Pay 2% / 5 days", "Quick Pay 2% / 5 days"],
    ["Carrier will be paid 30 days from receipt of POD and invoice.", "30 days from receipt of POD and invoice"],
  ])("reads payment terms in %s", (drawing, terms) => {
    expect(read(drawing).paymentTerms?.value).toBe(terms);
  });

  it("reads the fuel surcharge as FSC and accessorials by their names", () => {
    const fields = read(`Line Haul         $1,500.00
FSC               $210.40
Layover           $250.00
TONU              $150.00
Detention         $50.00/hr after 2 hours`);
    expect(fields.fuelSurcharge?.value).toBe(210.4);
    expect(fields.accessorials.map((a) => `${a.name}=${a.amount}`)).toEqual(["Layover=250", "TONU=150"]);
  });
});
