/**
 * The documents area's messages of docs/product.md#load-board-error-catalogue, as the screens show them. Titles and descriptions
 * are split where docs/product.md gives a toast both ("Upload Failed" with the server's message).
 */
export const CARRIER_DOCUMENT_MESSAGES = {
  signedOut: "Authentication required",
  loadFailed: "Error loading documents",
  viewDenied: "Access denied: You don't have permission to view this document.",
  viewFailed: "Error viewing document",
  popupBlocked: "Popup blocked",
  popupBlockedHelp: "Allow pop-ups for this site to open documents in a new tab.",
  approveFailed: "Error approving document",
  declineFailed: "Error declining document",
  carriersOnly: "Access Denied: This section is only available to carriers.",
} as const;

export const MANAGER_MESSAGES = {
  typeRequired: "Document type required",
  uploadFailed: "Upload failed",
  deleteFailed: "Delete failed",
  openFailed: "Error viewing document",
  downloadFailed: "Download failed",
  empty: "No documents uploaded",
} as const;

/** The load form's panel (docs/product.md#load-board-error-catalogue, "Upload (load form panel)"). */
export const PANEL_MESSAGES = {
  uploadFailed: "Failed to upload document. Please try again.",
  deleteFailed: "Failed to delete document. Please try again.",
  listFailed: "Error loading documents",
} as const;

export const BROKER_MESSAGES = {
  signedOut: "Authentication required",
  brokersOnly: "Access Denied: This dashboard is only available to brokers.",
  complianceFailed: "Failed to load compliance data",
  sharedFailed: "Failed to fetch shared documents",
  loadsForbidden: "Broker privileges required to view matched loads.",
  // Not in docs/product.md: the matched loads call failing for any other reason.
  loadsFailed: "Failed to fetch matched loads",
  // Not in docs/product.md: the weekly analytics call failing.
  analyticsFailed: "Failed to load analytics data",
  uploadFailed: "Upload Failed",
  unexpectedFormat: "Upload Error: Server returned unexpected response format",
  missingInformation: "Missing Information",
} as const;

/** The carrier's decline reason when none is typed (docs/product.md#load-board-validation-rules). */
export const DEFAULT_DECLINE_REASON = "Document does not meet requirements";
