import type { components } from "@truerate/sdk";

/** One of the caller's own documents (GET /api/documents): the Document Manager and the load form's panel. */
export type OwnerDocument = components["schemas"]["OwnerDocument"];
