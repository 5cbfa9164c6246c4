import type { SearchRequest } from "@truerate/domain/validation/search";
import type { Context } from "hono";
import { systemClock } from "../../core/service-context";
import { requireUser } from "../../http/auth";
import { serviceContext } from "../../http/service-context";
import type { AppEnv } from "../../http/types";
import { recordRecentSearch } from "../../services/carrier-tools/recent-searches";

/**
 * Adds the answered search to the caller's Recent tab after the response: the search is tuned for
 * latency, so the write never delays it, and a failed write is logged, never the search's failure.
 * Call only once the caller is known to be signed in and subscribed. A ZIP code side is kept as
 * asked (not as the city it resolved to), so "Search again" asks the same.
 */
export function recordSearchAfterAnswer(c: Context<AppEnv>, search: SearchRequest): void {
  const { userId } = requireUser(c);
  const now = (c.get("clock") ?? systemClock).now();
  const work = recordRecentSearch(serviceContext(c).env.DB, userId, search, now).catch((error: unknown) =>
    c.get("logger").error("recent_search_not_recorded", { error: String(error) }),
  );
  try {
    c.executionCtx.waitUntil(work);
  } catch {
    // No execution context (an in-process test app): the write still runs, unawaited.
  }
}
