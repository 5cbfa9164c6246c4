import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engineName } from "./engine-name";
import { type StartedOcrServer, startOcrServer } from "./start-ocr-server";

const fixture = (name: string) => new Uint8Array(readFileSync(path.join(import.meta.dirname, "fixtures", name)));

/** A PNG signature and header declaring a size, and nothing after it: only the header is read. */
function pngDeclaring(width: number, height: number): Uint8Array {
  const png = fixture("rate-words.png").slice(0, 33);
  new DataView(png.buffer).setUint32(16, width);
  new DataView(png.buffer).setUint32(20, height);
  return png;
}

let server: StartedOcrServer;
const post = (body: Uint8Array, type: string) =>
  fetch(`${server.url}/recognize`, { method: "POST", headers: { "content-type": type }, body });

beforeAll(async () => {
  server = await startOcrServer();
}, 60_000);
afterAll(() => server?.stop());

describe("the OCR server", () => {
  it("answers /health with the installed engine's versions", async () => {
    const answer = await fetch(`${server.url}/health`);
    expect(await answer.json()).toEqual({ ok: true, engine: engineName() });
    expect(engineName()).toMatch(/^tesseract\.js \d+\.\d+\.\d+ \(eng 4\.0\.0_best_int\)$/);
  });

  it("reads the words of a picture of text, each with its box", async () => {
    const answer = await post(fixture("rate-words.png"), "image/png");
    expect(answer.status).toBe(200);
    const { page, confidence, engine } = (await answer.json()) as {
      page: {
        page: number;
        width: number;
        height: number;
        items: { str: string; x: number; y: number; width: number; height: number }[];
      };
      confidence: number;
      engine: string;
    };
    expect(engine).toBe(engineName());
    expect({ page: page.page, width: page.width, height: page.height }).toEqual({ page: 1, width: 1200, height: 300 });
    expect(page.items.map((item) => item.str)).toEqual([
      "Rate",
      "Confirmation",
      "Load",
      "TR-4242",
      "Total",
      "$2,450.00",
    ]);
    expect(confidence).toBeGreaterThan(0.8);
    expect(confidence).toBeLessThanOrEqual(1);
    // The first line is drawn with its baseline at y 120 from x 40 (48-point text); the second at y 220.
    const [rate, , , load, total] = page.items;
    expect(rate?.x).toBeGreaterThanOrEqual(36);
    expect(rate?.x).toBeLessThan(48);
    expect(rate?.y).toBeGreaterThan(70);
    expect((rate?.y ?? 0) + (rate?.height ?? 0)).toBeLessThanOrEqual(135);
    expect(load?.x).toBeGreaterThan((rate?.x ?? 0) + (rate?.width ?? 0));
    expect(total?.y).toBeGreaterThan(170);
    for (const item of page.items) {
      expect(item.width).toBeGreaterThan(10);
      expect(item.height).toBeGreaterThan(20);
      expect(item.height).toBeLessThan(60);
    }
  }, 30_000);

  it("gives a picture turned by its EXIF orientation the size its words' boxes are in", async () => {
    const answer = await post(fixture("rate-words-exif-rotated.jpg"), "image/jpeg");
    const { page } = (await answer.json()) as {
      page: {
        width: number;
        height: number;
        items: { str: string; x: number; y: number; width: number; height: number }[];
      };
    };
    expect({ width: page.width, height: page.height }).toEqual({ width: 1200, height: 300 });
    expect(page.items.map((item) => item.str).join(" ")).toBe("Rate Confirmation Load TR-4242 Total $2,450.00");
    for (const item of page.items) {
      expect(item.x + item.width).toBeLessThanOrEqual(page.width);
      expect(item.y + item.height).toBeLessThanOrEqual(page.height);
    }
  }, 30_000);

  it("refuses a picture whose header declares more than 40 megapixels, without decoding it", async () => {
    const answer = await post(pngDeclaring(8000, 5001), "image/png");
    expect(answer.status).toBe(413);
    expect(await answer.json()).toMatchObject({ error: "too_large" });
  });

  it("refuses a picture with a side under 100 pixels", async () => {
    const answer = await post(fixture("tiny.png"), "image/png");
    expect(answer.status).toBe(422);
    expect(await answer.json()).toMatchObject({ error: "too_small" });
  });

  it("refuses a type it does not read, and a body that is not the type it claims", async () => {
    const bmp = await post(fixture("rate-words.png"), "image/bmp");
    expect(bmp.status).toBe(415);
    expect(await bmp.json()).toMatchObject({ error: "unsupported" });
    const mislabelled = await post(fixture("rate-words.png"), "image/webp");
    expect(mislabelled.status).toBe(415);
  });

  it("refuses a body over 10 MB", async () => {
    const answer = await post(new Uint8Array(10 * 1024 * 1024 + 1), "image/png");
    expect(answer.status).toBe(413);
    expect(await answer.json()).toMatchObject({ error: "too_large" });
  });

  it("answers a picture Leptonica cannot decode as unreadable, and still reads the next one", async () => {
    const broken = new Uint8Array(4096).fill(7);
    broken.set(pngDeclaring(400, 300));
    const answer = await post(broken, "image/png");
    expect(answer.status).toBe(422);
    expect(await answer.json()).toMatchObject({ error: "unreadable" });
    const next = await post(fixture("rate-words.png"), "image/png");
    expect(next.status).toBe(200);
  }, 30_000);
});
