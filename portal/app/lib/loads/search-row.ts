import type { components } from "@truerate/sdk";

/** A search result row (spec 001 §3), as POST /api/loads/search answers it and session storage keeps it. */
export type SearchRow = components["schemas"]["LoadSearchRow"];
