import type { ActionFunction, ServerBuild } from "@remix-run/cloudflare";
import { CROSS_ORIGIN_MESSAGES, CROSS_ORIGIN_REASON, isCrossOriginWrite } from "./same-origin";

/** Set by the Pages Function on a cross-site write it hands to Remix (never trusted from outside). */
export const REFUSED_ORIGIN_HEADER = "x-truerate-refused-origin";

/**
 * What a refused post throws: the route's ErrorBoundary shows it as the 403 screen. A plain
 * Response (not Remix's `data()`), because this module is bundled with the Pages Function, apart
 * from the server build, and a thrown Response is recognised by its shape alone.
 */
export function crossOriginRefusal(): Response {
  return new Response(JSON.stringify({ ...CROSS_ORIGIN_MESSAGES, reason: CROSS_ORIGIN_REASON }), {
    status: 403,
    headers: { "content-type": "application/json; charset=utf-8" },
  });
}

/**
 * The request as Remix should see it. Remix itself aborts a post whose Origin differs from Host,
 * but by throwing a plain Error: a 500 with an empty page. So a cross-site write goes in without
 * its Origin and marked instead, and the guarded action answers the 403 page. The mark is removed
 * from every incoming request first, so only this function can set it.
 */
export function requestForRemix<Incoming extends Request>(request: Incoming): Incoming {
  const crossOrigin = isCrossOriginWrite(request);
  if (!crossOrigin && !request.headers.has(REFUSED_ORIGIN_HEADER)) return request;
  const headers = new Headers(request.headers);
  headers.delete(REFUSED_ORIGIN_HEADER);
  if (crossOrigin) {
    headers.set(REFUSED_ORIGIN_HEADER, request.headers.get("origin") ?? "unknown");
    headers.delete("origin");
  }
  // A copy of the incoming request (its `cf` properties included), with the headers changed.
  return new Request(request, { headers }) as Incoming;
}

function guarded(action: ActionFunction): ActionFunction {
  return (args) => {
    // Thrown before the action runs, so nothing reaches the API.
    if (args.request.headers.has(REFUSED_ORIGIN_HEADER) || isCrossOriginWrite(args.request)) {
      throw crossOriginRefusal();
    }
    return action(args);
  };
}

/**
 * The server build with every route's action behind the same-origin check: one place for every
 * form (present and future), rather than a line each action could forget.
 */
export function withSameOriginActions(build: ServerBuild): ServerBuild {
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    const action = route.module.action;
    routes[id] = action ? { ...route, module: { ...route.module, action: guarded(action) } } : route;
  }
  return { ...build, routes };
}
