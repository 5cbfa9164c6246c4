import { createApp } from "./http/app";
import * as health from "./routes/system/health";
import * as reference from "./routes/system/reference";

/**
 * Every route of the API, registered by hand so the whole surface is visible on one screen.
 * Route modules must not import `cloudflare:*` so the OpenAPI document can be built in Node.
 */
export function buildApi() {
  const app = createApp();
  health.register(app);
  reference.register(app);
  return app;
}
