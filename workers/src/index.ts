// First: @hono/zod-openapi gives `.openapi()` only to zod schemas built after it loads, and the queue
// consumer's services build domain schemas (broker identity's) that the route schemas then document.
import "@hono/zod-openapi";
import type { Env } from "./core/env";
import { createLogger } from "./core/logger";
import { createServiceContext } from "./core/service-context";
import { localEnv } from "./db/busy-retry";
import { consumeBatch } from "./queues/consumer";
import { buildApi } from "./routes/api";
import { runHousekeeping } from "./services/housekeeping";

export { LoadDeadline } from "./durable-objects/load-deadline";

const app = buildApi();

export default {
  fetch: (request, env, ctx) => app.fetch(request, localEnv(env), ctx),
  queue: (batch, env, _ctx) => consumeBatch(batch, localEnv(env)),
  scheduled: (controller, env, ctx) => {
    // The cron's clock is its scheduled time, so a late run decides as the scheduled one would have.
    const scheduled = { now: () => controller.scheduledTime };
    const context = createServiceContext({
      env: localEnv(env),
      clock: scheduled,
      logger: createLogger({ job: "housekeeping" }),
    });
    ctx.waitUntil(runHousekeeping(context));
  },
} satisfies ExportedHandler<Env, unknown>;
