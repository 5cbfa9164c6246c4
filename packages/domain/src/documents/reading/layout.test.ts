import { describe, expect, it } from "vitest";
import { drawnPage } from "./fields/test-page";
import { deskew, layoutLines, pagePlainText } from "./layout";
import type { PageText, TextItem } from "./types";

describe("pagePlainText", () => {
  it("puts items given out of order into visual lines, cells two spaces apart", () => {
    const page = drawnPage(`Load #        TR-4242
Rate          $2,000.00`);
    expect(pagePlainText(page)).toBe("Load #  TR-4242\nRate  $2,000.00");
  });

  it("joins runs of one phrase split by the producer, with or without a space", () => {
    const items: TextItem[] = [
      { str: "Line", x: 10, y: 10, width: 24, height: 10 },
      { str: "haul", x: 34, y: 10, width: 24, height: 10 },
      { str: "Rate", x: 60, y: 10, width: 24, height: 10 },
    ];
    expect(pagePlainText({ page: 1, width: 600, height: 800, items: items.reverse() })).toBe("Linehaul Rate");
  });

  it("groups items on one baseline despite different heights, and keeps close lines apart", () => {
    const items: TextItem[] = [
      { str: "BROKER", x: 10, y: 8, width: 60, height: 14 },
      { str: "Summit Ridge", x: 100, y: 11, width: 60, height: 10 },
      { str: "next line", x: 10, y: 24, width: 60, height: 10 },
    ];
    expect(pagePlainText({ page: 1, width: 600, height: 800, items })).toBe("BROKER  Summit Ridge\nnext line");
  });

  it("reads a two-column band column by column", () => {
    const page = drawnPage(`Load Confirmation
Broker                                        Carrier
Meridian Cargo Network Inc.                   Twin Rivers Logistics LLC
Dallas, Texas                                 Allentown, Pennsylvania
MC#581521                                     MC#223380
Total  $2,000.00`);
    expect(pagePlainText(page).split("\n")).toEqual([
      "Load Confirmation",
      "Broker",
      "Meridian Cargo Network Inc.",
      "Dallas, Texas",
      "MC#581521",
      "Carrier",
      "Twin Rivers Logistics LLC",
      "Allentown, Pennsylvania",
      "MC#223380",
      "Total  $2,000.00",
    ]);
  });

  it("keeps a key-value list and a table row by row", () => {
    const keyValue = drawnPage(`Broker MC            MC#1058609
Carrier              Red Oak Trucking LLC
Pickup Date          11/09/2026
Line Haul            $2,830.00`);
    expect(layoutLines(keyValue).every((line) => line.column === 0)).toBe(true);
    const table = drawnPage(`Stop   Type       Location                         Date
1      Pickup     Acme Paper Products              11/20/2026
2      Delivery   Riverbend Foods                  Nov 23, 2026`);
    expect(pagePlainText(table).split("\n")[1]).toBe("1  Pickup  Acme Paper Products  11/20/2026");
  });

  it("reads a slightly rotated scan's words as lines", () => {
    const words = ["Total", "Carrier", "Pay", "USD", "6882.27"];
    const items = [0, 1, 2].flatMap((row) =>
      words.map((str, index) => {
        const x = 100 + index * 140;
        return { str, x, y: 100 + row * 60 + x * 0.02, width: 120, height: 30 };
      }),
    );
    const text = pagePlainText({ page: 1, width: 2000, height: 2600, items });
    expect(text.split("\n")).toHaveLength(3);
    expect(deskew(items)[4]?.y).toBeCloseTo(deskew(items)[0]?.y ?? 0, 0);
  });

  it("drops OCR's table bars and returns nothing for garbage", () => {
    const bars: PageText = {
      page: 1,
      width: 100,
      height: 100,
      items: [
        { str: "|", x: 0, y: 0, width: 2, height: 10 },
        { str: "Pick|", x: 10, y: 0, width: 20, height: 10 },
      ],
    };
    expect(pagePlainText(bars)).toBe("Pick");
    expect(pagePlainText({ page: 1, width: 0, height: 0, items: [] })).toBe("");
    expect(pagePlainText(null as unknown as PageText)).toBe("");
  });
});
