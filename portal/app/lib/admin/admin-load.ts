import type { components } from "@truerate/sdk";

/** One load of GET /api/admin/loads (spec 001 §3, the admin view of a load), as Load Management shows it. */
export type AdminLoad = components["schemas"]["BrokerageLoad"];
