/** docs/product.md#accounts-validation-rules and #accounts-business-constants-and-limits: the payment form's postal code. */
export const POSTAL_CODE_MAX_LENGTH = 10;
export const POSTAL_CODE_REQUIRED = "Please enter your postal code";

/** What the input keeps as the user types: letters, digits, spaces and hyphens, at most 10. */
export function sanitizePostalCode(value: string): string {
  return value.replace(/[^A-Za-z0-9 -]/g, "").slice(0, POSTAL_CODE_MAX_LENGTH);
}

/** The field's message, or null when it may be sent. */
export function postalCodeError(value: string): string | null {
  return sanitizePostalCode(value).trim() === "" ? POSTAL_CODE_REQUIRED : null;
}
