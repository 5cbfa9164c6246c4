import { buildApi } from "./api";
import type { Env } from "./env";
import { consumeBatch } from "./queues/consumer";
import { runHousekeeping } from "./services/housekeeping";

export { LoadDeadline } from "./durable-objects/load-deadline";

const app = buildApi();

export default {
  fetch: (request, env, ctx) => app.fetch(request, env, ctx),
  queue: (batch, env, _ctx) => consumeBatch(batch, env),
  scheduled: (controller, env, ctx) => {
    ctx.waitUntil(runHousekeeping(env, controller.scheduledTime));
  },
} satisfies ExportedHandler<Env, unknown>;
