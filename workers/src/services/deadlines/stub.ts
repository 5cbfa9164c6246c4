import type { ServiceContext } from "../../core/service-context";

/**
 * The LoadDeadline object of one load, named by the load id so every caller reaches the same one.
 * Lives here (not beside the class) because route modules are loaded in Node to build the OpenAPI
 * document, where the class's `cloudflare:workers` import does not exist.
 */
export function loadDeadlineStub(ctx: Pick<ServiceContext, "env">, loadId: string) {
  const { LOAD_DEADLINES } = ctx.env;
  return LOAD_DEADLINES.get(LOAD_DEADLINES.idFromName(loadId));
}
