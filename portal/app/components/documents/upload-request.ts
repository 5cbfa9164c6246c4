import type { paths } from "@truerate/sdk";

/** Large enough for 10MB on a slow uplink; the bar shows the upload is alive meanwhile. */
const UPLOAD_TIMEOUT_MS = 120_000;

export type UploadPath = "/api/documents/upload" | "/api/broker-documents/upload";

/** What the upload's operation answers on success, as the OpenAPI document declares it. */
export type UploadData<Path extends UploadPath> = paths[Path]["post"]["responses"][201]["content"]["application/json"];

/**
 * An upload's answer: the status, the body as the SDK types it on success (`data`), the parsed
 * body otherwise (`error`, a problem), and whether the body was JSON at all.
 */
export interface UploadAnswer<Data> {
  status: number;
  data?: Data;
  error?: unknown;
  isJson: boolean;
}

export interface UploadOptions {
  /** 0–100 while the body goes up; never called when the browser cannot measure it. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

function answerOf<Data>(status: number, text: string): UploadAnswer<Data> {
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    return { status, error: text, isJson: false };
  }
  const isJson = text !== "";
  // The body of a 2xx answer is the operation's declared schema: the API parses it on the way out.
  return status >= 200 && status < 300 ? { status, data: body as Data, isJson } : { status, error: body, isJson };
}

/**
 * Posts a multipart form to the API through the portal's /api proxy. A raw XMLHttpRequest rather
 * than the SDK: it is the one browser API that reports upload progress (fetch, and so the SDK's
 * client, does not). The session cookie goes along (same origin) and so does the Origin header the
 * API's cross-site check wants. Resolves null when no answer came (network failure, time-out,
 * abort): never rejects.
 */
export function postMultipart<Path extends UploadPath>(
  path: Path,
  form: FormData,
  options: UploadOptions = {},
): Promise<UploadAnswer<UploadData<Path>> | null> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", path);
    request.timeout = UPLOAD_TIMEOUT_MS;
    request.withCredentials = true;
    request.setRequestHeader("accept", "application/json");
    request.setRequestHeader("x-requested-with", "XMLHttpRequest");
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) {
        options.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    });
    request.addEventListener("load", () => resolve(answerOf(request.status, request.responseText)));
    for (const failure of ["error", "timeout", "abort"] as const)
      request.addEventListener(failure, () => resolve(null));
    options.signal?.addEventListener("abort", () => request.abort());
    request.send(form);
  });
}
