import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ALL_CASES, ALL_NEAR_MISSES, PORTED_WAIVER_CASES } from "./catalogue-cases";
import { findClauses, sentencesOfPage } from "./find-clauses";
import { paragraphsOf } from "./paragraphs";
import { SENTENCE_MAX } from "./sentences";

/** A rate confirmation's page as the layout step writes it: header cells, load facts, terms with `terms` in them. */
function rateConfirmation(terms: string[]): string {
  return [
    "RATE CONFIRMATION",
    "Acme Freight Brokers LLC  MC 123456",
    "Load # LD-20261123-01  Dallas, TX to Atlanta, GA  Dry van  Rate: $2,150.00",
    "TERMS AND CONDITIONS",
    "1. Carrier shall pick up and deliver on the dates above. Detention is paid after 2 hours with signed in and out times.",
    ...terms,
    "Carrier must send the signed BOL within 24 hours of delivery. Quick pay is 3% of the line haul.",
    "Signed for Carrier: ____________  Date: ________",
  ].join("\n");
}

const brief = (pages: { page: number; text: string }[]) =>
  findClauses(pages).map(({ kind, patternId, sentence, page }) => ({ kind, patternId, sentence, page }));

describe("findClauses", () => {
  it("finds every catalogued wording inside a rate confirmation, quoting its sentence", () => {
    for (const { kind, patternId, sentence } of ALL_CASES) {
      expect(brief([{ page: 1, text: rateConfirmation([`2. ${sentence}`]) }]), sentence).toEqual([
        { kind, patternId, sentence, page: 1 },
      ]);
    }
  });

  it("finds nothing in a clean rate confirmation, an empty page or no pages", () => {
    expect(findClauses([{ page: 1, text: rateConfirmation([]) }])).toEqual([]);
    expect(findClauses([{ page: 1, text: "" }])).toEqual([]);
    expect(findClauses([])).toEqual([]);
  });

  it("finds none of the near-misses in a rate confirmation", () => {
    expect(findClauses([{ page: 1, text: rateConfirmation(ALL_NEAR_MISSES) }])).toEqual([]);
  });

  it("reports hits in page order and text order, with their pages", () => {
    const pages = [
      { page: 2, text: "Late delivery will result in a $250 fine. Broker may offset any amounts owed by Carrier." },
      { page: 1, text: "Carrier waives any right to review Broker's records under 49 CFR 371.3." },
      { page: 3, text: "Nothing here." },
    ];
    expect(brief(pages).map(({ kind, page }) => [kind, page])).toEqual([
      ["waiver", 1],
      ["fine", 2],
      ["setoff", 2],
    ]);
  });

  it("reports a sentence once per kind: two kinds, two hits; two entries of one kind, one hit", () => {
    const both =
      "Carrier waives any right to review Broker's records under 49 CFR 371.3, and Broker may offset any amounts owed by Carrier.";
    expect(brief([{ page: 1, text: both }]).map(({ kind }) => kind)).toEqual(["waiver", "setoff"]);
    const twice =
      "Carrier waives any right to review Broker's records and agrees not to request Broker's records under 371.3.";
    expect(brief([{ page: 1, text: twice }])).toEqual([
      { kind: "waiver", patternId: "carrier-waives-right", sentence: twice, page: 1 },
    ]);
  });

  it("quotes each sentence once, whitespace normalised, across wrapped lines", () => {
    const text = rateConfirmation([
      "2. Carrier waives any right\n   to review Broker's records under\n49 CFR 371.3. Carrier agrees not to request",
      "any copies of the Broker's records.",
    ]);
    expect(brief([{ page: 4, text }])).toEqual([
      {
        kind: "waiver",
        patternId: "carrier-waives-right",
        sentence: "Carrier waives any right to review Broker's records under 49 CFR 371.3.",
        page: 4,
      },
      {
        kind: "waiver",
        patternId: "carrier-agrees-not-to-request",
        sentence: "Carrier agrees not to request any copies of the Broker's records.",
        page: 4,
      },
    ]);
  });

  it("reads OCR text: odd breaks, hyphenation, misread digits, stray marks, curly quotes", () => {
    const ocr = [
      "| Carrier waives any right to re-",
      "view Broker\u2019s rec-",
      "ords under 49 C. F. R. § 37l.3. ~",
      "$ l00 will be de-",
      "ducted for each missed check-call _",
    ].join("\n");
    expect(brief([{ page: 1, text: ocr }]).map(({ patternId }) => patternId)).toEqual([
      "carrier-waives-right",
      "missed-check-call-fine",
    ]);
  });

  it("reads what tesseract.js made of pictures of rate confirmations (bench/corpus pic-03, pic-05, pic-06)", () => {
    const pic03 = [
      "Payment Terms Net 15",
      "1. This confirmation is subject to the Broker-Carrier Agreement on file between the parties.",
      "2. Carrier and Broker expressly waive the recordkeeping provisions of 49 C.FR. § 371.3 as to",
      "every shipment tendered under this Agreement.",
    ].join("\n");
    const pic05 = [
      "Terms and Conditions",
      "1. Late arrival at pickup or delivery will result in a deduction of $250.00 per occurrence from the agreed rate.",
      "2. Driver must call dispatch upon arrival and departure at each stop.",
      "Accepted by Carrier: Dispatcher: Kevin O'Neal",
    ].join("\n");
    const pic06 = [
      "Terms Net 45 days from receipt of POD",
      "2. The failure of either party to enforce any provision shall not be construed as a waiver of",
      "that provision.",
      "3. Broker waives its right to require a signed W-9 from carriers already on its approved",
      "carrier list.",
    ].join("\n");
    const pages = [pic03, pic05, pic06].map((text, index) => ({ page: index + 1, text }));
    expect(brief(pages)).toEqual([
      {
        kind: "waiver",
        patternId: "parties-waive-record",
        sentence:
          "Carrier and Broker expressly waive the recordkeeping provisions of 49 C.FR. § 371.3 as to every shipment tendered under this Agreement.",
        page: 1,
      },
      {
        kind: "fine",
        patternId: "late-arrival-fine",
        sentence:
          "Late arrival at pickup or delivery will result in a deduction of $250.00 per occurrence from the agreed rate.",
        page: 2,
      },
    ]);
  });

  it("does not glue table cells into a false sentence", () => {
    const table = ["Carrier  waives", "Broker's  records under 371.3", "Late delivery  $250 fine"].join("\n");
    expect(findClauses([{ page: 1, text: table }])).toEqual([]);
  });

  it("caps a long sentence", () => {
    const long = `Carrier waives any right to review Broker's records under 49 CFR 371.3 ${"and more words ".repeat(60)}.`;
    const [hit] = findClauses([{ page: 1, text: long }]);
    expect(hit?.sentence.length).toBe(SENTENCE_MAX);
    expect(hit?.sentence.endsWith("…")).toBe(true);
  });

  it("finds the ported detector's cases whatever the case of the text", () => {
    for (const { patternId, sentence } of PORTED_WAIVER_CASES) {
      expect(findClauses([{ page: 1, text: sentence.toUpperCase() }])[0]?.patternId, sentence).toBe(patternId);
    }
  });
});

describe("findClauses on untrusted text", () => {
  /**
   * The least processor time of five runs, in ms: the time the reading itself takes, not the time
   * other processes on a busy machine take from it (nor a first run's compiling).
   */
  const cpuMs = (pages: { page: number; text: string }[]) => {
    let best = Number.POSITIVE_INFINITY;
    for (let run = 0; run < 5; run++) {
      const start = process.cpuUsage();
      findClauses(pages);
      const used = process.cpuUsage(start);
      best = Math.min(best, (used.user + used.system) / 1000);
    }
    return best;
  };
  const adversarial = (unit: string) => unit.repeat(Math.ceil(200_000 / unit.length)).slice(0, 200_000);

  it.each([
    ["carrier words", "carrier carrier waives any right any right rights to review the broker's not records "],
    ["parties and Part B", "the parties each party waive rights remedies no title 49 subtitle iv part b 14101 "],
    ["shipper's pay", "carrier waives any right to the rate charged paid by the not shipper customer broker's "],
    ["broker and amounts", "broker may deduct any amounts owed any claims on any loads due not offset "],
    ["papers and fines", "pod bol invoice $100 fine late delivery missed check call tracking not within 30 days or "],
    ["capitals and dots", "C.F.R. U.S.C. Inc. No. 371.3. "],
    ["one letter", "a"],
    ["spaces and breaks", " \n  \t\n"],
    ["hyphens", "rec-\n"],
  ])("reads 200 KB of %s in under 200 ms", (_name, unit) => {
    expect(cpuMs([{ page: 1, text: adversarial(unit) }])).toBeLessThan(200);
  });

  // Linear, measured against one page in the same conditions: a busy machine slows both alike. The
  // reading's own speed is `npm run bench`'s (bench/reading.ts), not a test's.
  it("reads a ten-page rate confirmation in about ten times one page's time", () => {
    const terms = [...ALL_NEAR_MISSES, ...ALL_CASES.slice(0, 20).map((item) => item.sentence)];
    const pages = Array.from({ length: 10 }, (_, index) => ({ page: index + 1, text: rateConfirmation(terms) }));
    expect(findClauses(pages)).toHaveLength(200);
    expect(pages.reduce((sum, page) => sum + page.text.length, 0)).toBeGreaterThan(50_000);
    const onePage = cpuMs(pages.slice(0, 1));
    expect(cpuMs(pages)).toBeLessThan(15 * onePage + 10);
  });
});

describe("findClauses properties", () => {
  const sentence = fc.constantFrom(...ALL_CASES.map((item) => item.sentence), ...ALL_NEAR_MISSES);
  const nearMiss = fc.constantFrom(...ALL_NEAR_MISSES);
  const separator = fc.constantFrom(" ", "\n", "\n\n");
  const key = (text: string) =>
    findClauses([{ page: 1, text }])
      .map(({ kind, patternId, sentence }) => `${kind}|${patternId}|${sentence}`)
      .sort();

  it("inserting a near-miss anywhere among the sentences never adds a hit", () => {
    fc.assert(
      fc.property(fc.array(sentence, { maxLength: 8 }), nearMiss, fc.nat(), separator, (sentences, miss, at, sep) => {
        const before = sentences.join(sep);
        const with_ = [...sentences];
        with_.splice(at % (sentences.length + 1), 0, miss);
        expect(key(with_.join(sep))).toEqual(key(before));
      }),
      { numRuns: 300 },
    );
  });

  it("wrapping the text at any spaces changes no hit, and every hit quotes the page's normalised text", () => {
    fc.assert(
      fc.property(fc.array(sentence, { minLength: 1, maxLength: 6 }), fc.array(fc.boolean()), (sentences, breaks) => {
        const flat = sentences.join(" ");
        let index = 0;
        const wrapped = flat.replace(/ /g, () => (breaks[index++ % Math.max(breaks.length, 1)] ? "\n " : " "));
        expect(key(wrapped)).toEqual(key(flat));
        const normalised = paragraphsOf(wrapped).join("\n");
        for (const hit of findClauses([{ page: 1, text: wrapped }])) {
          expect(normalised).toContain(hit.sentence.replace(/…$/, ""));
          expect(flat.replace(/\s+/g, " ")).toContain(hit.sentence.replace(/…$/, ""));
          expect(sentencesOfPage(wrapped)).toContain(hit.sentence);
        }
      }),
      { numRuns: 300 },
    );
  });
});
