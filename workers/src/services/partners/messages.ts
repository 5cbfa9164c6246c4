// The partner API's own messages (the specifications predate it; these follow their tone).

export const PARTNER_MESSAGES = {
  invalidClient: "Invalid client credentials",
  unsupportedGrant: "grant_type must be client_credentials",
  invalidScope: "The client does not hold every requested scope",
  missingToken: "An access token is required: Authorization: Bearer <token>",
  invalidToken: "The access token is invalid or has expired",
  revoked: "This API client has been revoked",
  missingScope: (scope: string) => `This token lacks the ${scope} scope`,
  rateLimited: "Too many requests for this API client; retry after the time in Retry-After",
  loadNotFound: "Load not found",
  noCarrier: "This organisation has no carrier account to submit loads for; ask TrueRate to link one",
  idempotencyMismatch: "This Idempotency-Key was used with a different request body",
  tooManyLoads: "A batch holds at most 1000 loads",
  tooManyLanes: "A lookup holds at most 100 lanes",
  duplicateInBatch: "This partnerLoadId appears more than once in the batch",
  endpointNotFound: "Webhook endpoint not found",
  deliveryNotFound: "Webhook delivery not found",
  organisationNotFound: "Partner organisation not found",
  clientNotFound: "API client not found",
  invalidCursor: "The cursor is not one this API issued",
  webhookUrl: "The endpoint URL must be https (http only to this machine in development)",
} as const;
