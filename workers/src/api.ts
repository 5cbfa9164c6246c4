import { createApp } from "./http/app";
import * as fmcsaBrokersSearch from "./routes/fmcsa/search-brokers";
import * as fmcsaCarriersSearch from "./routes/fmcsa/search-carriers";
import * as health from "./routes/system/health";
import * as reference from "./routes/system/reference";

/**
 * Every route of the API, registered by hand so the whole surface is visible on one screen.
 * Route modules must not import `cloudflare:*` so the OpenAPI document can be built in Node.
 */
export function buildApi() {
  const app = createApp();
  health.register(app);
  fmcsaBrokersSearch.register(app);
  fmcsaCarriersSearch.register(app);
  reference.register(app);
  return app;
}
