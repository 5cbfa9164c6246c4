import { describe, expect, it } from "vitest";
import { capped, forMatching, SENTENCE_MAX, sentencesOf, textsOf } from "./sentences";

describe("sentencesOf", () => {
  it("does not cut at C.F.R., U.S.C., § 371.3, Inc. or No.", () => {
    expect(sentencesOf("Acme Inc. keeps records under 49 C.F.R. Part 371. See Sec. 371.3 and No. 4. Done")).toEqual([
      "Acme Inc. keeps records under 49 C.F.R. Part 371.",
      "See Sec. 371.3 and No. 4.",
      "Done",
    ]);
    expect(sentencesOf("Waive 49 C.FR. § 371.3 and 49 CFR. 371.3 too. Give it to us. Next")).toEqual([
      "Waive 49 C.FR. § 371.3 and 49 CFR. 371.3 too.",
      "Give it to us.",
      "Next",
    ]);
    expect(sentencesOf("Pursuant to 49 U.S.C. § 14101(b), the parties agree. Next")).toEqual([
      "Pursuant to 49 U.S.C. § 14101(b), the parties agree.",
      "Next",
    ]);
  });

  it("cuts after a closing quote, and before a number or a dollar amount", () => {
    expect(sentencesOf("It is \u201cfinal.\u201d $100 is due. 2. Carrier")).toEqual([
      "It is \u201cfinal.\u201d",
      "$100 is due.",
      "2.",
      "Carrier",
    ]);
  });
});

describe("forMatching", () => {
  it("lower-cases, straightens quotes and dashes, and spaces words once", () => {
    expect(forMatching("Carrier\u2019s  \u201cRIGHT\u201d \u2014 waived")).toBe(`carrier's "right" - waived`);
  });

  it("undoes the usual scanning slips in numbers and citations", () => {
    expect(forMatching("49 C. F. R. § 37l.3")).toBe("49 c.f.r. § 371.3");
    expect(forMatching("49 CFR 371 .3 and $ l00 and 1O0")).toBe("49 cfr 371.3 and $100 and 100");
    expect(forMatching("Carrier | waives ~ rights_")).toBe("carrier waives rights");
    expect(forMatching("\ufb01nes")).toBe("fines");
  });

  it("drops the phrases whose 'not' or 'if' is no negation or condition", () => {
    expect(forMatching("rights, including but not limited to its right, if any, to review")).toBe(
      "rights, including its right to review",
    );
  });
});

describe("textsOf", () => {
  it("splits at semicolons for clauses, and keeps the whole sentence too", () => {
    expect(textsOf("A b; C d;")).toEqual({ clause: ["a b", "c d"], sentence: ["a b; c d;"] });
    expect(textsOf("")).toEqual({ clause: [], sentence: [] });
  });

  it("reads a very long clause in overlapping windows that cover all of it", () => {
    const long = Array.from({ length: 1000 }, (_, index) => `w${index}`).join(" ");
    const windows = textsOf(long).clause;
    expect(windows.length).toBeGreaterThan(2);
    for (const window of windows) expect(window.length).toBeLessThanOrEqual(2000);
    for (const word of ["w0", "w499", "w999"])
      expect(
        windows.some(
          (window) => window.includes(` ${word} `) || window.startsWith(`${word} `) || window.endsWith(` ${word}`),
        ),
      ).toBe(true);
    for (let at = 1; at < windows.length; at++) {
      const tail = windows[at - 1]?.slice(-450) ?? "";
      expect(windows[at]?.includes(tail), `window ${at}`).toBe(true);
    }
  });
});

describe("capped", () => {
  it("keeps a short sentence and cuts a long one with an ellipsis", () => {
    expect(capped("Short.")).toBe("Short.");
    const cut = capped("word ".repeat(200));
    expect(cut.length).toBe(SENTENCE_MAX);
    expect(cut.endsWith("…")).toBe(true);
  });
});
