/**
 * The closed set of error codes the API answers with, and their HTTP statuses. Services throw
 * `AppError`; only the HTTP layer turns it into `application/problem+json` (see problem.ts).
 */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  MALFORMED_JSON: 400,
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  SUBSCRIPTION_REQUIRED: 402,
  PAYMENT_DECLINED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  FMCSA_VERIFICATION_FAILED: 422,
  IDEMPOTENCY_KEY_REUSED: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export type ErrorStatus = (typeof ERROR_STATUS)[ErrorCode];

/** Field-level problems a form can show next to its inputs: field path → messages. */
export type FieldErrors = Record<string, string[]>;

export class AppError extends Error {
  override name = "AppError";
  readonly status: ErrorStatus;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.status = ERROR_STATUS[code];
  }
}

export const notFound = (message = "Not found") => new AppError("NOT_FOUND", message);
export const forbidden = (message = "Forbidden") => new AppError("FORBIDDEN", message);
export const unauthenticated = (message = "Authentication required") => new AppError("UNAUTHENTICATED", message);
export const validationFailed = (message: string, fields: FieldErrors = {}) =>
  new AppError("VALIDATION_FAILED", message, { fields });
