import type { Env } from "../core/env";

/**
 * The LoadDeadline object of one load, named by the load id so every caller reaches the same one.
 * A file of its own (not the class's) because route modules are loaded in Node to build the OpenAPI
 * document, where the class's `cloudflare:workers` import does not exist.
 */
export function loadDeadlineStub(env: Pick<Env, "LOAD_DEADLINES">, loadId: string) {
  return env.LOAD_DEADLINES.get(env.LOAD_DEADLINES.idFromName(loadId));
}
