import { createPagesFunctionHandler } from "@remix-run/cloudflare-pages";
import type { PortalEnv } from "../app/lib/portal-env";
// @ts-expect-error the server build exists only after `remix vite:build`, and it has no types.
import * as build from "../build/server";

// Every request that is not a static file (and not /api/*, see api/[[path]].ts) is rendered by Remix.
export const onRequest: PagesFunction<PortalEnv> = createPagesFunctionHandler({ build });
