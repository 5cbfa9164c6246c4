import type { Env } from "../env";
import type { Logger } from "./logger";

/** The Hono environment of every route: the worker's bindings and the per-request variables. */
export type AppEnv = {
  Bindings: Env;
  Variables: {
    requestId: string;
    logger: Logger;
  };
};
