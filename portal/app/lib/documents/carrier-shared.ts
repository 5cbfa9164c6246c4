import type { components } from "@truerate/sdk";

/**
 * A document a broker shared with the carrier, as GET /api/documents/carrier/shared answers it
 * (the load-board spec's entities and fields, "Shared document (carrier view)"). The deadline label is computed in the portal
 * from `complianceDeadline` with the API's own rule, so it stays right while the page is open.
 */
export type CarrierSharedDocument = components["schemas"]["CarrierSharedDocument"];

/** The load-board spec's entities and fields, "Carrier notification view". */
export type CarrierNotification = components["schemas"]["Notification"];

/** What the carrier's Shared Documents screen shows: the shared documents and the unread notifications. */
export interface CarrierDocuments {
  documents: CarrierSharedDocument[];
  notifications: CarrierNotification[];
}
