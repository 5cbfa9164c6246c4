import { consumeReadings } from "./consume";
import type { ReaderEnv } from "./env";
import { readUpload } from "./read-upload";

/**
 * The document reader (decision 0029): the documents-to-read queue's consumer. Its one HTTP route,
 * POST /read, reads a body it is given without storing anything; it answers only in development
 * (the reading bench, `npm run bench`), and the worker has no public route in production.
 */
export default {
  queue: (batch, env, _ctx) => consumeReadings(batch, env),
  fetch: (request, env) => readUpload(request, env),
} satisfies ExportedHandler<ReaderEnv, unknown>;
