import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Worker as ThreadWorker } from "node:worker_threads";
import type { PageText } from "@truerate/domain/documents/reading/types";
import { createWorker, OEM, type Worker } from "tesseract.js";
import { engModelPath } from "./engine-name";
import { pageFromBlocks, type RecognizedBlock } from "./page-from-words";

export interface Recognition {
  page: PageText;
  /** Tesseract's mean word confidence, 0–1. */
  confidence: number;
}

/**
 * Wasm memory only grows: a 40-megapixel picture leaves the worker holding about 430 MB (a 300 dpi
 * letter page, 8.4 megapixels, about 100 MB). After a picture over this size the worker is replaced.
 */
const RECYCLE_AFTER_PIXELS = 16_000_000;

/** The picture waited or ran past its time budget; the worker was stopped and starts afresh. */
export class RecognitionTimeoutError extends Error {}
/** Leptonica could not decode the picture although its header was sound. */
export class UnreadablePictureError extends Error {}

export interface Recognizer {
  /** Starts the Tesseract worker now rather than at the first picture. */
  warm(): Promise<void>;
  /** One recognition at a time, in arrival order; `deadline` is a `performance.now()` instant. */
  recognize(bytes: Uint8Array, size: { width: number; height: number }, deadline: number): Promise<Recognition>;
  close(): Promise<void>;
}

interface Running {
  worker: Worker;
  /** True from the moment the thread dies, before `died` settles. */
  readonly dead: boolean;
  /** Settles (rejects) when the worker's thread dies. */
  died: Promise<never>;
}

async function startWorker(cachePath: string, onThread?: (thread: ThreadWorker) => void): Promise<Running> {
  const worker = await createWorker("eng", OEM.LSTM_ONLY, {
    langPath: engModelPath(),
    cachePath,
    gzip: true,
    // Without a handler tesseract.js rethrows a failed job inside its message listener, which
    // would end the whole server over one bad picture.
    errorHandler: () => {},
  });
  // tesseract.js keeps its thread as `worker` but listens to none of its events: an uncaught error
  // in the thread would otherwise end this process, and a dead thread would leave a job hanging.
  const thread = (worker as unknown as { worker: ThreadWorker }).worker;
  let dead = false;
  const died = new Promise<never>((_, reject) => {
    thread.on("error", (error) => {
      dead = true;
      reject(new Error(`the Tesseract thread failed: ${error.message}`));
    });
    thread.on("exit", (code) => {
      dead = true;
      reject(new Error(`the Tesseract thread exited (${code})`));
    });
  });
  died.catch(() => {});
  onThread?.(thread);
  return {
    worker,
    died,
    get dead() {
      return dead;
    },
  };
}

export interface RecognizerOptions {
  /** Each new worker's thread, so a test can end one as a crash would. */
  onThread?: (thread: ThreadWorker) => void;
}

/** A warm Tesseract worker behind a queue of one, restarted after a crash or an overrun. */
export function createRecognizer(options: RecognizerOptions = {}): Recognizer {
  const cachePath = mkdtempSync(path.join(tmpdir(), "truerate-ocr-"));
  let running: Promise<Running> | null = null;
  let queue: Promise<unknown> = Promise.resolve();

  // A worker that failed to start or whose thread died is forgotten: the next picture starts another.
  const current = () => {
    if (running) return running;
    const starting = startWorker(cachePath, options.onThread);
    const forget = () => {
      if (running === starting) running = null;
    };
    starting.then((started) => started.died.catch(forget), forget);
    running = starting;
    return starting;
  };
  // The next worker starts at once, so the next picture does not wait for its start-up.
  const replace = async (stale: Running) => {
    const now = running;
    if (now && (await now.catch(() => stale)) === stale && running === now) running = null;
    await stale.worker.terminate().catch(() => {});
    current().catch(() => {});
  };

  const run = async (bytes: Uint8Array, size: { width: number; height: number }, deadline: number) => {
    if (performance.now() >= deadline) throw new RecognitionTimeoutError("the picture waited past its time budget");
    let active = await current();
    if (active.dead) {
      running = null;
      active = await current();
    }
    let timer: NodeJS.Timeout | undefined;
    const overrun = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new RecognitionTimeoutError("recognition ran past its time budget")),
        deadline - performance.now(),
      );
    });
    try {
      const job = active.worker.recognize(Buffer.from(bytes), {}, { text: false, blocks: true });
      const { data } = await Promise.race([job, overrun, active.died]);
      const blocks = (data.blocks ?? []) as RecognizedBlock[];
      if (size.width * size.height > RECYCLE_AFTER_PIXELS) await replace(active);
      return { page: pageFromBlocks(blocks, size.width, size.height), confidence: data.confidence / 100 };
    } catch (error) {
      if (typeof error === "string" && /read image/i.test(error)) throw new UnreadablePictureError(error);
      // A stopped clock, a dead thread, or a failure inside Tesseract (an aborted wasm module stays
      // unusable): the worker may be mid-recognition, broken or gone, so the next picture gets a new one.
      await replace(active);
      throw error instanceof Error ? error : new Error(`Tesseract failed: ${String(error)}`);
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    async warm() {
      await current();
    },
    recognize(bytes, size, deadline) {
      const turn = queue.then(() => run(bytes, size, deadline));
      queue = turn.catch(() => {});
      return turn;
    },
    async close() {
      const active = running;
      running = null;
      if (active) await (await active).worker.terminate();
    },
  };
}
