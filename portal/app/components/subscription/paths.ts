/** Path helpers shared by the subscription rules: '/checkout/' is '/checkout'. */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

/** `path` is `base` or a path below it (`/broker-dashboard/loads`), never a longer name (`/profiles`). */
export function isUnder(path: string, base: string): boolean {
  const normalized = normalizePath(path);
  return normalized === base || normalized.startsWith(`${base}/`);
}

/** Where paying happens; open to users without a subscription by every rule (docs/product.md#accounts-states-and-transitions and #accounts-roles-and-permissions). */
export const PAYMENT_PATHS = ["/subscription", "/checkout", "/payment-success"] as const;

export const isPaymentPath = (pathname: string) => PAYMENT_PATHS.some((base) => isUnder(pathname, base));
