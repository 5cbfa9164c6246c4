import type { SharedDocumentsFilter } from "@truerate/domain/documents/shared-list";
import type { components } from "@truerate/sdk";

/**
 * A document a broker shared with the carrier, as GET /api/documents/carrier/shared answers it
 * (docs/product.md#load-board-entities-and-fields, "Shared document (carrier view)"). The deadline label is computed in the portal
 * from `complianceDeadline` with the API's own rule, so it stays right while the page is open.
 */
export type CarrierSharedDocument = components["schemas"]["CarrierSharedDocument"];

/** docs/product.md#load-board-entities-and-fields, "Carrier notification view". */
export type CarrierNotification = components["schemas"]["Notification"];

/** One page of Shared Documents as the API answers it: the documents, the filter's total, the loads to filter by. */
export type CarrierSharedPage = components["schemas"]["CarrierSharedDocuments"];

/** What the carrier's Shared Documents screen shows: a page of the shared documents, what it is filtered by, and the unread notifications. */
export interface CarrierDocuments {
  page: Omit<CarrierSharedPage, "success">;
  filter: SharedDocumentsFilter;
  notifications: CarrierNotification[];
}
