import { zlibSync } from "fflate";
import { describe, expect, it } from "vitest";
import { takeStreamCensus } from "./stream-census";

const MB = 1024 * 1024;
const LIMITS = { maxInflatedBytes: 4 * MB, maxPixels: 1_000_000 };
const latin1 = (text: string) => Uint8Array.from(text, (character) => character.charCodeAt(0));

function pdfOf(streams: { dictionary: string; data: Uint8Array; length?: string }[]): Uint8Array {
  const parts: number[] = [...latin1("%PDF-1.7\n")];
  streams.forEach((stream, index) => {
    const length = stream.length ?? String(stream.data.length);
    parts.push(...latin1(`${index + 1} 0 obj\n<< /Length ${length} ${stream.dictionary} >>\nstream\n`));
    parts.push(...stream.data, ...latin1("\nendstream\nendobj\n"));
  });
  return Uint8Array.from(parts);
}

describe("takeStreamCensus", () => {
  it("adds up what the Flate streams inflate to, with direct and indirect lengths", () => {
    const content = new Uint8Array(300_000).fill(65);
    const pdf = pdfOf([
      { dictionary: "/Filter /FlateDecode", data: zlibSync(content) },
      { dictionary: "/Filter [/FlateDecode]", data: zlibSync(content), length: "9 0 R" },
      { dictionary: "", data: latin1("BT (plain) Tj ET") },
    ]);
    expect(takeStreamCensus(pdf, LIMITS)).toEqual({ inflatedBytes: 600_000, overCap: false, largestPicturePixels: 0 });
  });

  it("finds a bomb, a bomb spread over many streams, and a bomb behind two Flate filters", () => {
    const bomb = zlibSync(new Uint8Array(8 * MB));
    expect(takeStreamCensus(pdfOf([{ dictionary: "/Filter /Fl", data: bomb }]), LIMITS).overCap).toBe(true);
    const part = { dictionary: "/Filter /FlateDecode", data: zlibSync(new Uint8Array(MB)) };
    expect(takeStreamCensus(pdfOf([part, part, part]), LIMITS).overCap).toBe(false);
    expect(takeStreamCensus(pdfOf([part, part, part, part, part]), LIMITS).overCap).toBe(true);
    const twice = zlibSync(zlibSync(new Uint8Array(8 * MB)));
    const layered = pdfOf([{ dictionary: "/Filter [/FlateDecode /FlateDecode]", data: twice }]);
    expect(takeStreamCensus(layered, LIMITS).overCap).toBe(true);
  });

  it("leaves out pictures that inflate to no more than their size needs, and sizes the largest", () => {
    const picture = {
      dictionary: "/Subtype /Image /Width 1000 /Height 900 /Filter /FlateDecode",
      data: zlibSync(new Uint8Array(2_700_000)),
    };
    const census = takeStreamCensus(pdfOf([picture, picture, picture]), LIMITS);
    expect(census).toEqual({ inflatedBytes: 0, overCap: false, largestPicturePixels: 900_000 });
    const liar = {
      dictionary: "/Subtype /Image /Width 10 /Height 10 /Filter /FlateDecode",
      data: zlibSync(new Uint8Array(8 * MB)),
    };
    expect(takeStreamCensus(pdfOf([liar]), LIMITS).overCap).toBe(true);
    const huge = {
      dictionary: "/Subtype /Image /Width 4000 /Height 3000 /Filter /DCTDecode",
      data: new Uint8Array(10),
    };
    expect(takeStreamCensus(pdfOf([huge]), LIMITS).largestPicturePixels).toBe(12_000_000);
  });

  it("survives garbage, damaged streams and a length that points past the file", () => {
    const random = crypto.getRandomValues(new Uint8Array(50_000));
    expect(takeStreamCensus(random, LIMITS).overCap).toBe(false);
    const damaged = pdfOf([{ dictionary: "/Filter /FlateDecode", data: latin1("x\u009c garbage"), length: "999999" }]);
    expect(takeStreamCensus(damaged, LIMITS)).toEqual({ inflatedBytes: 0, overCap: false, largestPicturePixels: 0 });
    expect(takeStreamCensus(latin1("stream\nendstream stream"), LIMITS).inflatedBytes).toBe(0);
  });
});
