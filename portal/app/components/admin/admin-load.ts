import type { components } from "@truerate/sdk";

/** One load of GET /api/admin/loads (docs/product.md#load-board-entities-and-fields, the admin view of a load), as Load Management shows it. */
export type AdminLoad = components["schemas"]["BrokerageLoad"];

/** One numbered page of GET /api/admin/loads, with the total over every page. */
export type AdminLoadsPage = components["schemas"]["AdminLoadsPage"];
