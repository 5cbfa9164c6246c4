import { readFileSync } from "node:fs";
import path from "node:path";
import type { Worker as ThreadWorker } from "node:worker_threads";
import { afterAll, describe, expect, it } from "vitest";
import { createRecognizer } from "./tesseract-recognizer";

const words = new Uint8Array(readFileSync(path.join(import.meta.dirname, "fixtures/rate-words.png")));
const size = { width: 1200, height: 300 };
const soon = () => performance.now() + 20_000;
const threads: ThreadWorker[] = [];
const recognizer = createRecognizer({ onThread: (thread) => threads.push(thread) });
afterAll(() => recognizer.close());

const read = async () => (await recognizer.recognize(words, size, soon())).page.items.map((item) => item.str).join(" ");

describe("createRecognizer", () => {
  it("keeps one worker warm across pictures", async () => {
    await recognizer.warm();
    expect(await read()).toBe("Rate Confirmation Load TR-4242 Total $2,450.00");
    expect(await read()).toBe("Rate Confirmation Load TR-4242 Total $2,450.00");
    expect(threads).toHaveLength(1);
  }, 30_000);

  it("starts a new worker after its thread dies between pictures", async () => {
    await threads.at(-1)?.terminate();
    expect(await read()).toBe("Rate Confirmation Load TR-4242 Total $2,450.00");
    expect(threads).toHaveLength(2);
  }, 30_000);

  it("fails the picture whose thread dies under it, and reads the next on a new worker", async () => {
    const pending = recognizer.recognize(words, size, soon());
    setTimeout(() => threads.at(-1)?.terminate(), 20);
    await expect(pending).rejects.toThrow(/thread exited/);
    expect(await read()).toBe("Rate Confirmation Load TR-4242 Total $2,450.00");
    expect(threads).toHaveLength(3);
  }, 30_000);

  it("refuses a picture whose time has already run out without starting it", async () => {
    await expect(recognizer.recognize(words, size, performance.now() - 1)).rejects.toThrow(/time budget/);
  });
});
