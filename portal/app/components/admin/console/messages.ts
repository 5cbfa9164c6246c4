/** The admin console's texts: docs/product.md's error toasts (docs/product.md#load-board-error-catalogue) and the screens' own words. */
export const CONSOLE_MESSAGES = {
  deadlinesFailed: "Failed to fetch deadline information",
  notifyFailed: "Failed to send notification",
  notified: "Notification sent",
  alreadySent: "Already sent",
  documentsFailed: "Failed to fetch documents",
  approveFailed: "Failed to approve document",
  denyFailed: "Failed to deny document",
  approved: "Document approved",
  denied: "Document denied",
  searchFailed: "Failed to search brokerages",
  detailsFailed: "Failed to get brokerage details",
  noResults: "No Results",
  complaintFailed: "Failed to record the complaint",
  complaintRecorded: "Complaint recorded",
} as const;
