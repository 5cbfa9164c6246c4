import { MAX_DOCUMENT_BYTES } from "@truerate/domain/documents/file-size";
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { AppError } from "../../core/errors";
import type { AppEnv } from "../../http/types";

/** Room for the multipart framing and the text fields around a file of the maximum size. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/**
 * Refuses an upload body far beyond 10MB before it is parsed (a declared length at once, a
 * streamed one as soon as it passes the limit). Files just over 10MB are refused by each screen's
 * rule set with its own message.
 */
export const limitUploadBody: MiddlewareHandler<AppEnv> = bodyLimit({
  maxSize: MAX_DOCUMENT_BYTES + FORM_OVERHEAD_BYTES,
  onError: () => {
    throw new AppError("PAYLOAD_TOO_LARGE", "File size must be less than 10MB", {
      fields: { document: ["File size must be less than 10MB"] },
    });
  },
});
