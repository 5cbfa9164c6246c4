import type { ReadReply } from "../documents/api-read.server";
import { type AdminLoad, adminLoadListSchema } from "./admin-load";

/** What GET /api/admin/loads answered, as the loader acts on it. */
export type AdminLoadsResult =
  | { state: "ok"; loads: AdminLoad[] }
  /** 401: the session ended; `expired` when the API says it was one that lapsed. */
  | { state: "signed-out"; expired: boolean }
  /** 403: the API does not take this user for an administrator. */
  | { state: "forbidden" }
  | { state: "failed" };

function sessionExpired(body: unknown): boolean {
  if (typeof body !== "object" || body === null) return false;
  const details = (body as { details?: unknown }).details;
  return (
    typeof details === "object" && details !== null && (details as { sessionExpired?: unknown }).sessionExpired === true
  );
}

/** A 200 whose body is not a list of loads is a failure too: the table never shows half a row. */
export function adminLoadsResult(reply: ReadReply): AdminLoadsResult {
  if (reply.status === 401) return { state: "signed-out", expired: sessionExpired(reply.body) };
  if (reply.status === 403) return { state: "forbidden" };
  if (reply.status !== 200) return { state: "failed" };
  const parsed = adminLoadListSchema.safeParse(reply.body);
  return parsed.success ? { state: "ok", loads: parsed.data } : { state: "failed" };
}

/** GET /api/admin/loads, or only the loads dated `date`. */
export function adminLoadsPath(date: string | null): `/api/${string}` {
  return date === null ? "/api/admin/loads" : `/api/admin/loads?${new URLSearchParams({ date })}`;
}
