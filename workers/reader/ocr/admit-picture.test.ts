import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { admitPicture } from "./admit-picture";

const fixture = (name: string) => new Uint8Array(readFileSync(path.join(import.meta.dirname, "fixtures", name)));
const limits = { maxBodyBytes: 10_000, maxPixels: 1_000_000, minSide: 100 };

describe("admitPicture", () => {
  it("admits a PNG within the limits, with its size", () => {
    const admission = admitPicture(fixture("rate-words.png"), "image/png", limits);
    expect(admission).toEqual({ ok: true, header: { type: "png", width: 1200, height: 300 } });
  });

  it("takes a Content-Type with parameters and in any case", () => {
    expect(admitPicture(fixture("headers/size.jpg"), "Image/JPEG; q=1", limits).ok).toBe(true);
  });

  it("refuses a type it does not read, and a body that is not the type it claims", () => {
    expect(admitPicture(fixture("rate-words.png"), "image/bmp", limits)).toMatchObject({
      status: 415,
      error: "unsupported",
    });
    expect(admitPicture(fixture("rate-words.png"), undefined, limits)).toMatchObject({ status: 415 });
    expect(admitPicture(fixture("rate-words.png"), "image/jpeg", limits)).toMatchObject({
      status: 415,
      error: "unsupported",
    });
  });

  it("refuses a body over the byte limit", () => {
    const admission = admitPicture(fixture("rate-words.png"), "image/png", { ...limits, maxBodyBytes: 8_000 });
    expect(admission).toMatchObject({ status: 413, error: "too_large" });
  });

  it("refuses a picture over the pixel cap from its header", () => {
    const admission = admitPicture(fixture("rate-words.png"), "image/png", { ...limits, maxPixels: 1200 * 300 - 1 });
    expect(admission).toMatchObject({ status: 413, error: "too_large" });
    expect(admitPicture(fixture("rate-words.png"), "image/png", { ...limits, maxPixels: 1200 * 300 }).ok).toBe(true);
  });

  it("refuses a picture with a side under the minimum", () => {
    expect(admitPicture(fixture("tiny.png"), "image/png", limits)).toMatchObject({ status: 422, error: "too_small" });
    expect(admitPicture(fixture("headers/size.gif"), "image/gif", { ...limits, minSide: 124 })).toMatchObject({
      error: "too_small",
    });
  });
});
