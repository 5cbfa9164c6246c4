import { createPagesFunctionHandler } from "@remix-run/cloudflare-pages";
import type { PortalEnv } from "../app/lib/portal-env";
import { requestForRemix, withSameOriginActions } from "../app/lib/security/same-origin-actions.server";
// @ts-expect-error the server build exists only after `remix vite:build`, and it has no types.
import * as build from "../build/server";

// Every request that is not a static file (and not /api/*, answered by _middleware.ts) is rendered by Remix;
// every action refuses a cross-site post first (403, the route's error screen).
const handleRequest = createPagesFunctionHandler<PortalEnv>({ build: withSameOriginActions(build) });

export const onRequest: PagesFunction<PortalEnv> = (context) =>
  handleRequest({ ...context, request: requestForRemix(context.request) });
