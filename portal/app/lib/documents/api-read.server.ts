import type { AppLoadContext } from "@remix-run/cloudflare";
import { apiFetch } from "../api-client.server";

const CALL_TIMEOUT_MS = 15_000;

/** A GET's status and JSON body (null when not JSON); status 0 when no answer came. */
export interface ReadReply {
  status: number;
  body: unknown;
}

/** GET from a loader with the browser's session; a failure to answer becomes status 0, never a throw. */
export async function readApi(context: AppLoadContext, request: Request, path: `/api/${string}`): Promise<ReadReply> {
  try {
    const response = await apiFetch(context, request, path, { signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
    const isJson = response.headers.get("content-type")?.includes("json") ?? false;
    return { status: response.status, body: isJson ? await response.json().catch(() => null) : null };
  } catch (error) {
    console.error(`GET ${path} failed`, error);
    return { status: 0, body: null };
  }
}
