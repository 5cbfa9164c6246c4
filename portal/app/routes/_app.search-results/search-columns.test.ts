import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DataTable } from "../../components/data-table/data-table";
import type { SearchRow } from "../../components/loads/search-row";
import { SEARCH_DEFAULT_SORT, searchColumns } from "./search-columns";

// The whole table rendered to HTML in Node: the columns, the initial order and the pager, through
// @tanstack/react-table itself rather than a stand-in.

function row(index: number, overrides: Partial<SearchRow> = {}): SearchRow {
  return {
    id: `load-${index}`,
    pickupCity: "Dallas",
    pickupState: "TX",
    deliveryCity: "Atlanta",
    deliveryState: "GA",
    brokerName: `Broker ${index}`,
    brokerProfileKey: null,
    trailerType: "dry_van",
    weight: 40_000,
    mileage: 800,
    rate: 1000 + index,
    trueRate: null,
    trueRateVerification: null,
    date: `2026-10-${String(index + 1).padStart(2, "0")}`,
    // Uploaded in the opposite order: the Date column shows and sorts the load's own date.
    uploadedAt: `2026-11-${String(30 - index).padStart(2, "0")}T12:00:00.000Z`,
    identity: { outcome: "pass", concerns: [] },
    ...overrides,
  };
}

function render(rows: SearchRow[], sorting = SEARCH_DEFAULT_SORT) {
  const html = renderToStaticMarkup(
    createElement(DataTable<SearchRow>, {
      caption: "Results",
      data: rows,
      columns: searchColumns,
      initialSorting: sorting,
    }),
  );
  const body = html.slice(html.indexOf("<tbody"));
  const brokers = [...body.matchAll(/Broker (\d+)/g)].map((match) => Number(match[1]));
  return { html, brokers };
}

describe("the search results table", () => {
  it("shows the newest first, ten to a page, with the pager's summary", () => {
    const { html, brokers } = render(Array.from({ length: 12 }, (_, index) => row(index)));
    expect(brokers).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
    expect(html).toContain("Showing 1 to 10 of 12 results");
    expect(html).toContain('aria-label="Page 2"');
  });

  it("names each row's failing identity check in words, with its sentence and evidence for screen readers", () => {
    const failing = row(0, {
      identity: {
        outcome: "fail",
        concerns: [
          {
            kind: "contact",
            outcome: "fail",
            sentence: "demofrieght.test looks like demofreight.test.",
            evidence: [{ label: "Broker e-mail", value: "ops@demofrieght.test", source: "the load as reported" }],
          },
        ],
      },
    });
    const unknown = row(1, { identity: { outcome: "unknown", concerns: [] } });
    const { html } = render([failing, unknown, row(2)]);
    expect(html).toContain("Identity failed: E-mail domain");
    expect(html).toContain(
      "demofrieght.test looks like demofreight.test. Evidence: Broker e-mail ops@demofrieght.test (the load as reported).",
    );
    // Too little data is said as such, never as a pass.
    expect(html).toContain("Identity: not enough data");
    expect(html.match(/Identity passed/g)?.length).toBe(1);
  });

  it("shows the load's date, not the day it was uploaded", () => {
    const { html } = render([row(0)]);
    expect(html).toContain("October 1, 2026");
    expect(html).not.toContain("November 30, 2026");
  });

  it("marks the sorted header with aria-sort and leaves $/Mile without a sort button", () => {
    const { html } = render([row(0)]);
    expect(html).toMatch(/<th[^>]*aria-sort="descending"[^>]*>(?:(?!<\/th>).)*Date/);
    expect(html).toMatch(/<th[^>]*aria-sort="none"[^>]*>(?:(?!<\/th>).)*Rate/);
    expect(html).not.toMatch(/<button[^>]*>\$\/Mile/);
    expect(html).toMatch(/<th(?![^>]*aria-sort)[^>]*>\$\/Mile<\/th>/);
  });

  it("sorts money as numbers, not as text", () => {
    const rows = [row(0, { rate: 900 }), row(1, { rate: 12_000 }), row(2, { rate: 1200 })];
    expect(render(rows, [{ id: "rate", desc: false }]).brokers).toEqual([0, 2, 1]);
    expect(render(rows, [{ id: "rate", desc: true }]).brokers).toEqual([1, 2, 0]);
  });

  it("puts unverified loads after the verified ones in both directions", () => {
    const rows = [row(0), row(1, { trueRate: 2400 }), row(2, { trueRate: 1800 })];
    expect(render(rows, [{ id: "trueRate", desc: false }]).brokers).toEqual([2, 1, 0]);
    expect(render(rows, [{ id: "trueRate", desc: true }]).brokers).toEqual([1, 2, 0]);
  });

  it("writes each cell as docs/product.md does", () => {
    const { html } = render([row(0, { weight: 42_000, mileage: 781, rate: 2150, trueRate: null })]);
    for (const text of [
      "Dallas, TX → Atlanta, GA",
      "Dry Van",
      "42,000 lbs",
      "781 miles",
      "$2,150.00",
      "Not Verified",
      "$2.75",
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain("October 1, 2026");
  });
});
