import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { PageText } from "../types";
import { readFields } from "./read-fields";
import { drawnPage } from "./test-page";

const value = <V>(field: { value: V } | null) => field?.value ?? null;

describe("readFields: layouts", () => {
  it("reads an MC in its own cell further along the party's line (a LibreOffice table row)", () => {
    const fields = readFields(
      [
        drawnPage(`Rate Confirmation
Load #     SMOKE-7731
Carrier    Demo Trucking LLC    MC# 654321
Pickup     Dallas, TX    11/20/2026`),
      ],
      "rate_confirmation",
    );
    expect(value(fields.carrierName)).toBe("Demo Trucking LLC");
    expect(value(fields.carrierMcNumber)).toBe("MC654321");
  });

  it("does not take the MC of another party named further along the line", () => {
    const fields = readFields(
      [drawnPage(`Carrier    Demo Trucking LLC    Broker    Acme Freight LLC    MC# 123456`)],
      "rate_confirmation",
    );
    expect(value(fields.carrierMcNumber)).toBeNull();
  });

  it("reads a key-value page, labels left and values at a tab stop", () => {
    const fields = readFields(
      [
        drawnPage(`Ironwood Logistics Corp.
RATE CONFIRMATION
Pro #               8655999
Broker              Ironwood Logistics Corp.
Broker MC           MC#1058609
Carrier             Red Oak Trucking LLC
Carrier MC          MC#198829
Stop 1 - Pick       Midwest Grain Cooperative, 15 Terminal St, Louisville,
                    Kentucky
Pickup Date         11/09/2026 10:00 - 12:00
Stop 2 - Drop       Tri-State Steel Supply, 710 Warehouse Rd, Cincinnati, Ohio
Delivery Date       11/13/2026 11:00 - 13:00
Line Haul           $2,830.00
Total Carrier Pay   $2,830.00
Terms               Standard pay 30 days`),
      ],
      "rate_confirmation",
    );
    expect(value(fields.loadNumber)).toBe("8655999");
    expect(value(fields.brokerName)).toBe("Ironwood Logistics Corp.");
    expect(value(fields.brokerMcNumber)).toBe("MC1058609");
    expect(value(fields.carrierName)).toBe("Red Oak Trucking LLC");
    expect(value(fields.carrierMcNumber)).toBe("MC198829");
    expect([value(fields.pickup.city), value(fields.pickup.state), value(fields.pickup.date)]).toEqual([
      "Louisville",
      "KY",
      "2026-11-09",
    ]);
    expect([value(fields.delivery.city), value(fields.delivery.state), value(fields.delivery.date)]).toEqual([
      "Cincinnati",
      "OH",
      "2026-11-13",
    ]);
    expect(value(fields.linehaul)).toBe(2830);
    expect(value(fields.total)).toBe(2830);
    expect(fields.total?.quote).toBe("$2,830.00");
    expect(value(fields.paymentTerms)).toBe("Standard pay 30 days");
  });

  it("reads values set under their labels", () => {
    const fields = readFields(
      [
        drawnPage(`Load #          Pickup Date       Delivery Date     Rate
TR-4242         Nov 20, 2026      Nov 23, 2026      $2,000.00`),
      ],
      "rate_confirmation",
    );
    expect(value(fields.loadNumber)).toBe("TR-4242");
    expect(value(fields.pickup.date)).toBe("2026-11-20");
    expect(value(fields.delivery.date)).toBe("2026-11-23");
    expect(value(fields.linehaul)).toBe(2000);
  });

  it("reads a stop table whose cells wrap and a charges table", () => {
    const fields = readFields(
      [
        drawnPage(`Stops
#    Type    Facility          City, State     Date
1    Pick    Colonial Home     Portland,       Jan 2, 2027
             Furnishings       Oregon
2    Drop    Evergreen         Nashville,      Jan 6, 2027
             Packaging         Tennessee
Charges
Description          Qty     Amount
Line Haul            1       1,740.00
Fuel Surcharge       1       383.92
Lumper               1       310.00
Total Carrier Pay            2,433.92`),
      ],
      "rate_confirmation",
    );
    expect([value(fields.pickup.city), value(fields.pickup.state), value(fields.pickup.date)]).toEqual([
      "Portland",
      "OR",
      "2027-01-02",
    ]);
    expect([value(fields.delivery.city), value(fields.delivery.state), value(fields.delivery.date)]).toEqual([
      "Nashville",
      "TN",
      "2027-01-06",
    ]);
    expect([value(fields.linehaul), value(fields.fuelSurcharge), value(fields.total)]).toEqual([1740, 383.92, 2433.92]);
    expect(fields.accessorials.map(({ name, amount }) => ({ name, amount }))).toEqual([
      { name: "Lumper", amount: 310 },
    ]);
  });

  it("reads a stop row whose place ran on into the next column without a gap", () => {
    const fields = readFields(
      [
        drawnPage(`Stop                          Location                    Appointment
PU - Midwest Grain Cooperative Dallas, Texas              11/16/2026 09:00 - 11:00
SO - Pacific Coast Produce    Birmingham, Alabama         11/18/2026 14:00 - 16:00`),
      ],
      "rate_confirmation",
    );
    expect([value(fields.pickup.city), value(fields.pickup.state), value(fields.pickup.date)]).toEqual([
      "Dallas",
      "TX",
      "2026-11-16",
    ]);
    expect([value(fields.delivery.city), value(fields.delivery.state)]).toEqual(["Birmingham", "AL"]);
  });

  it("reads a two-column page: the broker's block on the left, the carrier's on the right", () => {
    const page = drawnPage(`Load Confirmation
Broker                                        Carrier
Meridian Cargo Network Inc.                   Twin Rivers Logistics LLC
Dallas, Texas                                 Allentown, Pennsylvania
MC#581521                                     MC#223380
Phone (553) 555-3406                          Dispatch: Rosa Jimenez

Order No.   BFS91095`);
    const fields = readFields([page], "rate_confirmation");
    expect(value(fields.brokerName)).toBe("Meridian Cargo Network Inc.");
    expect(value(fields.brokerMcNumber)).toBe("MC581521");
    expect(value(fields.carrierName)).toBe("Twin Rivers Logistics LLC");
    expect(value(fields.carrierMcNumber)).toBe("MC223380");
    expect(value(fields.loadNumber)).toBe("BFS91095");
  });

  it("reads a tender written as prose", () => {
    const fields = readFields(
      [
        drawnPage(`LOAD TENDER AGREEMENT
This Load Tender Agreement is made on 12/02/2026 between Meridian Cargo Network Inc.
(MC# 588796), hereinafter "Broker", and Eagle Pass Carriers LLC (MC# 998015),
hereinafter "Carrier", for load 8904539.
Broker agrees to pay Carrier the sum of USD 2,222.74 for the transportation of auto parts
(17,000 lbs) from Colonial Home Furnishings, Louisville, KY, to be picked up on
12/03/2026, to Tri-State Steel Supply, Kansas City, MO, to be delivered on 12/04/2026.
The sum is made of a line haul of USD 1,685.00 and a fuel surcharge of USD 537.74.
Payment will be made on the following terms: Net 30.`),
      ],
      "rate_confirmation",
    );
    expect(value(fields.loadNumber)).toBe("8904539");
    expect([value(fields.brokerName), value(fields.brokerMcNumber)]).toEqual([
      "Meridian Cargo Network Inc.",
      "MC588796",
    ]);
    expect([value(fields.carrierName), value(fields.carrierMcNumber)]).toEqual(["Eagle Pass Carriers LLC", "MC998015"]);
    expect([value(fields.pickup.city), value(fields.pickup.state), value(fields.pickup.date)]).toEqual([
      "Louisville",
      "KY",
      "2026-12-03",
    ]);
    expect([value(fields.delivery.city), value(fields.delivery.state), value(fields.delivery.date)]).toEqual([
      "Kansas City",
      "MO",
      "2026-12-04",
    ]);
    expect([value(fields.total), value(fields.linehaul), value(fields.fuelSurcharge)]).toEqual([2222.74, 1685, 537.74]);
    expect(value(fields.paymentTerms)).toBe("Net 30");
    expect(fields.total?.confidence).toBeLessThan(0.8);
  });

  it("reads a dense one-paragraph page", () => {
    const fields = readFields(
      [
        drawnPage(`RATE CONFIRMATION - Reference LD-593892. Broker: Summit Ridge Logistics LLC, MC-1164876, Reno, Nevada.
Carrier: Northstar Carriers Inc., MC-759293. Pick up at Midwest Grain Cooperative, 2500 Logistics Blvd, Laredo,
Texas on Nov 14, 2026 between 11:00 - 13:00. Deliver to Evergreen Packaging, 88 Distribution Way,
Albuquerque, New Mexico on Nov 17, 2026. Equipment 53' Reefer, 20,000 lbs of produce. Rate: a line haul of
USD 3895, a fuel surcharge of USD 699.81, a detention of USD 150 and a tarp of USD 150, for a total carrier pay of
USD 4894.81. Terms: Net 15. Detention is paid at $50 per hour after two free hours.`),
      ],
      "rate_confirmation",
    );
    expect(value(fields.loadNumber)).toBe("LD-593892");
    expect([value(fields.brokerName), value(fields.brokerMcNumber)]).toEqual([
      "Summit Ridge Logistics LLC",
      "MC1164876",
    ]);
    expect([value(fields.carrierName), value(fields.carrierMcNumber)]).toEqual(["Northstar Carriers Inc.", "MC759293"]);
    expect([value(fields.pickup.city), value(fields.pickup.state), value(fields.pickup.date)]).toEqual([
      "Laredo",
      "TX",
      "2026-11-14",
    ]);
    expect([value(fields.delivery.city), value(fields.delivery.state), value(fields.delivery.date)]).toEqual([
      "Albuquerque",
      "NM",
      "2026-11-17",
    ]);
    expect([value(fields.linehaul), value(fields.fuelSurcharge), value(fields.total)]).toEqual([3895, 699.81, 4894.81]);
    expect(fields.accessorials.map(({ name, amount }) => `${name}=${amount}`)).toEqual(["Detention=150", "Tarp=150"]);
    expect(value(fields.paymentTerms)).toBe("Net 15");
  });

  it("reads charges from page 2 of a multi-page confirmation, with their page", () => {
    const one = drawnPage(`RATE CONFIRMATION
Load Number:  SRL20456
Pickup:   Dallas, TX 75201 on 11/20/2026
Delivery: Atlanta, GA 30336 on 11/22/2026`);
    const two = drawnPage(
      `Charges
Linehaul          $1,800.00
FSC               $250.00
Detention         $75.00
Total Rate        $2,125.00
Payment Terms:    Quick Pay 2% / 5 days`,
      { page: 2 },
    );
    const fields = readFields([one, two], "rate_confirmation");
    expect(value(fields.loadNumber)).toBe("SRL20456");
    expect([value(fields.pickup.city), value(fields.pickup.date)]).toEqual(["Dallas", "2026-11-20"]);
    expect([value(fields.delivery.city), value(fields.delivery.date)]).toEqual(["Atlanta", "2026-11-22"]);
    expect([value(fields.linehaul), value(fields.fuelSurcharge), value(fields.total)]).toEqual([1800, 250, 2125]);
    expect(fields.total?.page).toBe(2);
    expect(fields.accessorials[0]).toMatchObject({ name: "Detention", amount: 75, page: 2 });
    expect(value(fields.paymentTerms)).toBe("Quick Pay 2% / 5 days");
  });

  it("reads an OCR-shaped page (one item a word, letters for digits) with lower confidence", () => {
    const page = drawnPage(
      `RATE CONFIRMATION
Load #: LD-48291
Carrier: Red Oak Trucking LLC   MC# 19882O
Pickup: Dallas, TX on 11/2O/2026
Linehaul: $2,45O.OO
Total: $2,45O.OO ~~ |`,
      { words: true },
    );
    const fields = readFields([page], "rate_confirmation");
    expect(value(fields.loadNumber)).toBe("LD-48291");
    expect(value(fields.carrierMcNumber)).toBe("MC198820");
    expect(value(fields.pickup.city)).toBe("Dallas");
    expect(value(fields.linehaul)).toBe(2450);
    expect(value(fields.total)).toBe(2450);
    expect(fields.total?.confidence).toBeLessThan(0.9);
  });

  it("reads a carrier's invoice: the letterhead is the carrier, Bill To the broker", () => {
    const fields = readFields(
      [
        drawnPage(`Desert Wind Transport LLC
San Antonio, Texas - MC 314950
INVOICE
Invoice #           INV-26423
Bill To             Prairie Lane Brokerage LLC
Broker Load #       LD-253776
Ship Date           12/03/2026
Origin              Omaha, Nebraska
Delivered           12/05/2026
Destination         Phoenix, Arizona
Line Haul           $1,955.00
Stop-off            $75.00
Subtotal            $2,030.00
Balance Due         $2,030.00
Payment: Quick Pay 3% within 48 hours`),
      ],
      "invoice",
    );
    expect(value(fields.loadNumber)).toBe("LD-253776");
    expect(value(fields.brokerName)).toBe("Prairie Lane Brokerage LLC");
    expect([value(fields.carrierName), value(fields.carrierMcNumber)]).toEqual([
      "Desert Wind Transport LLC",
      "MC314950",
    ]);
    expect([value(fields.pickup.city), value(fields.pickup.date)]).toEqual(["Omaha", "2026-12-03"]);
    expect([value(fields.delivery.city), value(fields.delivery.state), value(fields.delivery.date)]).toEqual([
      "Phoenix",
      "AZ",
      "2026-12-05",
    ]);
    expect(value(fields.total)).toBe(2030);
    expect(fields.accessorials.map((a) => a.name)).toEqual(["Stop-off"]);
    expect(value(fields.paymentTerms)).toBe("Quick Pay 3% within 48 hours");
  });

  it("reads a bill of lading: its load number, places and dates, not its BOL number", () => {
    const fields = readFields(
      [
        drawnPage(`STRAIGHT BILL OF LADING - PROOF OF DELIVERY
BOL Number               B201807
Load # / Customer Ref    2611-0801
Carrier                  Golden Mile Transport LLC MC#1053364
Trailer                  53' Dry Van
Ship From                                          Ship To
Midwest Grain Cooperative                          Evergreen Packaging
3301 Rail Yard Ave                                 3301 Rail Yard Ave
Miami, FL 33166                                    Reno, NV 89502
Ship Date: Nov 18, 2026                            Delivered: Nov 19, 2026
Handling Units       Weight (lbs)          Description          Class
25                   34,000                Paper products       70`),
      ],
      "bill_of_lading",
    );
    expect(value(fields.loadNumber)).toBe("2611-0801");
    expect([value(fields.carrierName), value(fields.carrierMcNumber)]).toEqual([
      "Golden Mile Transport LLC",
      "MC1053364",
    ]);
    expect([value(fields.pickup.city), value(fields.pickup.state), value(fields.pickup.date)]).toEqual([
      "Miami",
      "FL",
      "2026-11-18",
    ]);
    expect([value(fields.delivery.city), value(fields.delivery.state), value(fields.delivery.date)]).toEqual([
      "Reno",
      "NV",
      "2026-11-19",
    ]);
    expect(value(fields.total)).toBeNull();
  });
});

describe("readFields: what must not be read", () => {
  it("does not take a weight, a phone, a ZIP or a shipper's reference for money or the load number", () => {
    const fields = readFields(
      [
        drawnPage(`Shipper Reference #: 7781234
Phone: (555) 123-4567
Weight: 42,000 lbs
Consignee: Riverbend Foods, Atlanta, GA 30336
Total Weight: 42,000 lbs
Total Miles: 1200`),
      ],
      "rate_confirmation",
    );
    expect(fields.loadNumber).toBeNull();
    expect(fields.total).toBeNull();
    expect(fields.linehaul).toBeNull();
    expect(value(fields.delivery.city)).toBe("Atlanta");
  });

  it("does not give the broker's MC to a carrier whose block has none", () => {
    const fields = readFields(
      [
        drawnPage(`Broker:    Summit Ridge Logistics LLC
           MC# 123456
Carrier:   Red Oak Trucking LLC
           Memphis, TN`),
      ],
      "rate_confirmation",
    );
    expect(value(fields.brokerMcNumber)).toBe("MC123456");
    expect(value(fields.carrierName)).toBe("Red Oak Trucking LLC");
    expect(fields.carrierMcNumber).toBeNull();
  });

  it("lowers the total's confidence when it is not the sum of its parts", () => {
    const page = (total: string) =>
      drawnPage(`Linehaul      $2,000.00
Fuel          $300.00
Total         ${total}`);
    const agrees = readFields([page("$2,300.00")], "rate_confirmation").total;
    const disagrees = readFields([page("$2,900.00")], "rate_confirmation").total;
    expect(value(disagrees)).toBe(2900);
    expect(disagrees?.confidence ?? 1).toBeLessThan(agrees?.confidence ?? 0);
  });

  it("returns nulls for empty, garbage or malformed pages and never throws", () => {
    const garbage: PageText = {
      page: 1,
      width: Number.NaN,
      height: -1,
      items: [
        { str: "\u0000\u0001$$$###", x: Number.POSITIVE_INFINITY, y: Number.NaN, width: -5, height: 0 },
        { str: "   ", x: 1, y: 1, width: 1, height: 1 },
        null as unknown as PageText["items"][number],
      ],
    };
    for (const pages of [[], [garbage], [{ page: 1, width: 0, height: 0, items: [] }], null as unknown as PageText[]]) {
      const fields = readFields(pages, "other");
      expect(fields.loadNumber).toBeNull();
      expect(fields.total).toBeNull();
      expect(fields.accessorials).toEqual([]);
    }
  });

  // Linear, measured against one page in the same conditions: a busy machine slows both alike. The
  // reading's own speed is `npm run bench`'s (bench/reading.ts), not a test's.
  it("reads 10 pages of dense text in about ten times one page's time", () => {
    const line =
      "Carrier shall pay USD 1,234.56 for detention at Dallas, TX on 11/20/2026 per MC# 123456 and Net 30 terms; ";
    const pages = Array.from({ length: 10 }, (_, index) =>
      drawnPage(Array.from({ length: 60 }, () => line.repeat(1)).join("\n"), { page: index + 1 }),
    );
    // The best of a few runs of each.
    const bestMs = (of: typeof pages) =>
      Math.min(
        ...Array.from({ length: 4 }, () => {
          const started = performance.now();
          readFields(of, "rate_confirmation");
          return performance.now() - started;
        }),
      );
    const onePage = bestMs(pages.slice(0, 1));
    expect(bestMs(pages)).toBeLessThan(15 * onePage + 10);
  });

  it("never throws on arbitrary items", () => {
    const item = fc.record({
      str: fc.oneof(
        fc.string({ maxLength: 40 }),
        fc.constantFrom("Load #", "MC# 123456", "$2,000.00", "Dallas, TX", "Total", "Carrier"),
      ),
      x: fc.oneof(fc.double(), fc.integer({ min: 0, max: 600 })),
      y: fc.oneof(fc.double(), fc.integer({ min: 0, max: 800 })),
      width: fc.oneof(fc.double(), fc.integer({ min: 0, max: 300 })),
      height: fc.oneof(fc.double(), fc.integer({ min: 0, max: 30 })),
    });
    fc.assert(
      fc.property(
        fc.array(item, { maxLength: 60 }),
        fc.constantFrom("rate_confirmation", "invoice", "bill_of_lading", "other"),
        (items, kind) => {
          const fields = readFields([{ page: 1, width: 612, height: 792, items }], kind);
          expect(Array.isArray(fields.accessorials)).toBe(true);
          expect(fields.total === null || Number.isFinite(fields.total.value)).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("reads a page of 20,000 items quickly", () => {
    const items = Array.from({ length: 20_000 }, (_, index) => ({
      str: index % 7 === 0 ? "Total $1,234.56" : "word",
      x: (index % 20) * 60,
      y: Math.floor(index / 20) * 12,
      width: 24,
      height: 10,
    }));
    const started = performance.now();
    const fields = readFields([{ page: 1, width: 1200, height: 12_000, items }], "invoice");
    expect(performance.now() - started).toBeLessThan(1_500);
    expect(value(fields.total)).toBe(1234.56);
  });

  it("stays fast on a pathological page of one huge run", () => {
    const page: PageText = {
      page: 1,
      width: 612,
      height: 792,
      items: [{ str: `${"1,".repeat(50_000)}MC`, x: 0, y: 0, width: 600, height: 10 }],
    };
    const started = performance.now();
    readFields([page], "invoice");
    expect(performance.now() - started).toBeLessThan(200);
  });
});
