import type { components } from "@truerate/sdk";

/** A search result row (docs/product.md#load-board-entities-and-fields), as POST /api/loads/search answers it and session storage keeps it. */
export type SearchRow = components["schemas"]["LoadSearchRow"];
