/**
 * The portal's bindings and variables (portal/wrangler.toml). `API` is the service binding to the
 * API worker in production; locally it is absent and `API_ORIGIN` names the `wrangler dev` server.
 */
export interface PortalEnv {
  ENVIRONMENT?: string;
  API_ORIGIN?: string;
  API?: Fetcher;
}

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: {
      env: PortalEnv;
      ctx: { waitUntil(promise: Promise<unknown>): void };
    };
  }
}

/** Anything but an explicit "production" counts as a development or test deployment. */
export function isProduction(env: PortalEnv): boolean {
  return env.ENVIRONMENT === "production";
}

/** Environments in which test-only routes (the crash screen) exist: named explicitly, so a preview
 * deployment or a missing variable closes them rather than opening them. */
const TEST_ROUTE_ENVIRONMENTS = new Set(["development", "test"]);

export function allowsTestRoutes(env: PortalEnv): boolean {
  return TEST_ROUTE_ENVIRONMENTS.has(env.ENVIRONMENT ?? "");
}
