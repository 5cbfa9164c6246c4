import { parseJson, type RawReply } from "./reply";

/** Large enough for 10MB on a slow uplink; the bar shows the upload is alive meanwhile. */
const UPLOAD_TIMEOUT_MS = 120_000;

export interface UploadOptions {
  /** 0–100 while the body goes up; never called when the browser cannot measure it. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * Posts a multipart form to the API through the portal's /api proxy with XMLHttpRequest, the one
 * browser API that reports upload progress (fetch does not). The session cookie goes along
 * (same origin) and so does the Origin header the API's cross-site check wants. Resolves null
 * when no answer came (network failure, time-out, abort): never rejects.
 */
export function postMultipart(
  path: `/api/${string}`,
  form: FormData,
  options: UploadOptions = {},
): Promise<RawReply | null> {
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
    request.addEventListener("load", () => resolve({ status: request.status, ...parseJson(request.responseText) }));
    for (const failure of ["error", "timeout", "abort"] as const)
      request.addEventListener(failure, () => resolve(null));
    options.signal?.addEventListener("abort", () => request.abort());
    request.send(form);
  });
}

/** A JSON call from the browser (list, delete): the same reply shape, null when nothing came back. */
export async function sendJson(
  path: `/api/${string}`,
  { method = "GET", json }: { method?: string; json?: unknown } = {},
): Promise<RawReply | null> {
  const headers: Record<string, string> = { accept: "application/json", "x-requested-with": "XMLHttpRequest" };
  if (json !== undefined) headers["content-type"] = "application/json";
  try {
    const response = await fetch(path, {
      method,
      headers,
      credentials: "same-origin",
      cache: "no-store",
      body: json === undefined ? null : JSON.stringify(json),
      signal: AbortSignal.timeout(20_000),
    });
    return { status: response.status, ...parseJson(await response.text()) };
  } catch (error) {
    console.error(`${method} ${path} failed`, error);
    return null;
  }
}
