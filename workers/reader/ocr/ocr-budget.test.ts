import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StartedOcrServer, startOcrServer } from "./start-ocr-server";

/** A letter page at 300 dpi of random black and white: Tesseract takes well over 30 s on it. */
function noisePage(): Uint8Array {
  const [width, height] = [2550, 3300];
  const header = new TextEncoder().encode(`P5\n${width} ${height}\n255\n`);
  const bytes = new Uint8Array(header.length + width * height);
  bytes.set(header);
  let seed = 42;
  for (let at = header.length; at < bytes.length; at += 1) {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    bytes[at] = seed >>> 31 ? 255 : 0;
  }
  return bytes;
}

let server: StartedOcrServer;
const post = (body: Uint8Array, type: string) =>
  fetch(`${server.url}/recognize`, { method: "POST", headers: { "content-type": type }, body });
const words = new Uint8Array(readFileSync(path.join(import.meta.dirname, "fixtures/rate-words.png")));

beforeAll(async () => {
  server = await startOcrServer({ budgetMs: 5_000 });
}, 60_000);
afterAll(() => server?.stop());

describe("the OCR server's time budget and queue", () => {
  it("stops a recognition past its budget with a 503, then reads the next picture on a fresh worker", async () => {
    const started = performance.now();
    const slow = await post(noisePage(), "image/x-portable-graymap");
    expect(slow.status).toBe(503);
    expect(await slow.json()).toMatchObject({ error: "timeout" });
    expect(performance.now() - started).toBeLessThan(15_000);
    const next = await post(words, "image/png");
    expect(next.status).toBe(200);
    expect(((await next.json()) as { page: { items: unknown[] } }).page.items).toHaveLength(6);
  }, 30_000);

  it("reads pictures sent together one after another, each fully", async () => {
    const answers = await Promise.all([1, 2, 3].map(() => post(words, "image/png")));
    const bodies = (await Promise.all(answers.map((answer) => answer.json()))) as {
      page: { items: { str: string }[] };
    }[];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    for (const body of bodies) expect(body.page.items.map((item) => item.str).join(" ")).toContain("TR-4242");
  }, 30_000);
});
