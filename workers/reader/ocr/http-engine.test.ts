import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpOcrEngine, OcrRefusedError, OcrUnavailableError, UNKNOWN_OCR_ENGINE } from "../src/ocr/http-engine";
import { engineName } from "./engine-name";
import { type StartedOcrServer, startOcrServer } from "./start-ocr-server";

const fixture = (name: string) => new Uint8Array(readFileSync(path.join(import.meta.dirname, "fixtures", name)));

let server: StartedOcrServer;
beforeAll(async () => {
  server = await startOcrServer();
}, 60_000);
afterAll(() => server?.stop());

describe("createHttpOcrEngine against the real OCR server", () => {
  it("reads a picture's words and takes the server's engine as its name", async () => {
    const engine = createHttpOcrEngine({ url: `${server.url}/` });
    expect(engine.name).toBe(UNKNOWN_OCR_ENGINE);
    const result = await engine.recognize({ bytes: fixture("rate-words.png"), mimeType: "image/png" });
    expect(result.page.items.map((item) => item.str)).toEqual([
      "Rate",
      "Confirmation",
      "Load",
      "TR-4242",
      "Total",
      "$2,450.00",
    ]);
    expect(result.page).toMatchObject({ page: 1, width: 1200, height: 300 });
    expect(result.confidence).toBeGreaterThan(0.8);
    expect(engine.name).toBe(engineName());
  }, 30_000);

  it.each([
    ["too_small", fixture("tiny.png"), "image/png"],
    ["unsupported", fixture("rate-words.png"), "image/bmp"],
    ["too_large", new Uint8Array(10 * 1024 * 1024 + 1), "image/png"],
    [
      "unreadable",
      new Uint8Array([...fixture("rate-words.png").slice(0, 33), ...new Uint8Array(500).fill(3)]),
      "image/png",
    ],
  ] as const)(
    "turns a refusal (%s) into OcrRefusedError",
    async (reason, bytes, mimeType) => {
      const engine = createHttpOcrEngine({ url: server.url });
      const error = await engine.recognize({ bytes, mimeType }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(OcrRefusedError);
      expect((error as OcrRefusedError).reason).toBe(reason);
    },
    30_000,
  );

  it("turns an unreachable server and its own timeout into OcrUnavailableError (worth a retry)", async () => {
    const closed = createHttpOcrEngine({ url: "http://127.0.0.1:9" });
    const image = { bytes: fixture("rate-words.png"), mimeType: "image/png" };
    await expect(closed.recognize(image)).rejects.toBeInstanceOf(OcrUnavailableError);
    const hurried = createHttpOcrEngine({ url: server.url, timeoutMs: 1 });
    await expect(hurried.recognize(image)).rejects.toBeInstanceOf(OcrUnavailableError);
  }, 30_000);

  it("leaves the caller's own abort an abort", async () => {
    const engine = createHttpOcrEngine({ url: server.url });
    const controller = new AbortController();
    const pending = engine.recognize(
      { bytes: fixture("rate-words.png"), mimeType: "image/png" },
      { signal: controller.signal },
    );
    controller.abort();
    const error = await pending.catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(OcrUnavailableError);
    expect((error as Error).name).toBe("AbortError");
  });

  it("uses the fetch it is given", async () => {
    const urls: string[] = [];
    const recording: typeof fetch = (input, init) => {
      urls.push(String(input));
      return fetch(input, init);
    };
    const engine = createHttpOcrEngine({ url: server.url, fetch: recording });
    await engine.recognize({ bytes: fixture("rate-words.png"), mimeType: "image/png" });
    expect(urls).toEqual([`${server.url}/recognize`]);
  }, 30_000);
});
