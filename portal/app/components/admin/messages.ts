/** The admin dashboard's messages of docs/product.md#load-board-validation-rules, #load-board-roles-and-permissions and #load-board-error-catalogue, as the screens show them. */
export const ADMIN_MESSAGES = {
  accessDeniedTitle: "Access Denied",
  accessDenied: "This page is only accessible to administrators",
  loadsFailed: "Failed to fetch loads",
  noLoads: "No loads found",
  invalidTrueRate: "Please enter a valid rate greater than 0",
  saveFailed: "Failed to save true rate",
  saved: "True rate saved",
} as const;
