/** docs/product.md#accounts-error-catalogue: what a sign-in or other failure shows when the server gave no message. */
export const UNEXPECTED_ERROR = "An unexpected error occurred";
