import type { PageText } from "@truerate/domain/documents/reading/types";
import type { OcrEngine, OcrImage, OcrResult } from "./engine";

/** Why the OCR server will not read a picture: reading it again would get the same answer. */
export type OcrRefusalReason = "too_large" | "too_small" | "unsupported" | "unreadable";

/** The server refused the picture (413, 415, 422): a permanent answer, not worth a retry. */
export class OcrRefusedError extends Error {
  override readonly name = "OcrRefusedError";
  constructor(
    readonly reason: OcrRefusalReason,
    message: string,
  ) {
    super(message);
  }
}

/** The server could not be reached, timed out or failed: worth a retry later. */
export class OcrUnavailableError extends Error {
  override readonly name = "OcrUnavailableError";
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** The name until the server has answered once (then it is the server's engine string). */
export const UNKNOWN_OCR_ENGINE = "tesseract (ocr server)";
const DEFAULT_TIMEOUT_MS = 60_000;
const REFUSALS: Record<number, readonly OcrRefusalReason[]> = {
  413: ["too_large"],
  415: ["unsupported"],
  422: ["too_small", "unreadable"],
};

interface RecognizeAnswer extends OcrResult {
  engine: string;
}

function isRecognizeAnswer(body: unknown): body is RecognizeAnswer {
  const answer = body as Partial<RecognizeAnswer> | null;
  const page = answer?.page as Partial<PageText> | undefined;
  return typeof answer?.confidence === "number" && typeof answer.engine === "string" && Array.isArray(page?.items);
}

async function errorOf(response: Response): Promise<{ error?: string; message?: string }> {
  try {
    return (await response.json()) as { error?: string; message?: string };
  } catch {
    return {};
  }
}

/** The reader's OCR: pictures posted to the OCR server (workers/reader/ocr/server.ts or a hosted one). */
export function createHttpOcrEngine(options: { url: string; fetch?: typeof fetch; timeoutMs?: number }): OcrEngine {
  const send = options.fetch ?? fetch;
  const endpoint = `${options.url.replace(/\/+$/, "")}/recognize`;
  let name = UNKNOWN_OCR_ENGINE;

  async function recognize(image: OcrImage, call?: { signal?: AbortSignal }): Promise<OcrResult> {
    const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    const signal = call?.signal ? AbortSignal.any([call.signal, timeout]) : timeout;
    let response: Response;
    try {
      response = await send(endpoint, {
        method: "POST",
        headers: { "content-type": image.mimeType },
        body: image.bytes,
        signal,
      });
    } catch (error) {
      // The caller's own abort stays an abort; anything else (refused connection, our timeout) is retryable.
      if (call?.signal?.aborted) throw error;
      throw new OcrUnavailableError(`the OCR server at ${options.url} did not answer: ${String(error)}`);
    }
    if (!response.ok) {
      const body = await errorOf(response);
      const reason = REFUSALS[response.status]?.find((known) => known === body.error) ?? REFUSALS[response.status]?.[0];
      const detail = body.message ?? body.error ?? response.statusText;
      if (reason) throw new OcrRefusedError(reason, `OCR refused the picture (${reason}): ${detail}`);
      throw new OcrUnavailableError(`OCR failed with ${response.status}: ${detail}`, response.status);
    }
    const body: unknown = await response.json();
    if (!isRecognizeAnswer(body)) throw new OcrUnavailableError("the OCR server answered an unexpected shape");
    name = body.engine;
    return { page: body.page, confidence: body.confidence };
  }

  return {
    get name() {
      return name;
    },
    recognize,
  };
}
