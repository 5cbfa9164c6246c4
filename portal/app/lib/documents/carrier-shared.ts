import type { components } from "@truerate/sdk";

/**
 * A document a broker shared with the carrier, as GET /api/documents/carrier/shared answers it
 * (the load-board spec's entities and fields, "Shared document (carrier view)"). The deadline label is computed in the portal
 * from `complianceDeadline` with the API's own rule, so it stays right while the page is open.
 */
export type CarrierSharedDocument = components["schemas"]["CarrierSharedDocument"];

/** The load-board spec's entities and fields, "Carrier notification view". */
export type CarrierNotification = components["schemas"]["Notification"];

/** What the carrier's Shared Documents screen was given, or the spec's message when it could not be read. */
export type CarrierDocumentsResult =
  | { ok: true; documents: CarrierSharedDocument[]; notifications: CarrierNotification[] }
  | { ok: false; message: string };
