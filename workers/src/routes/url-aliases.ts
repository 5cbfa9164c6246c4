/**
 * Where a route lives when its URL's first segment is not its folder. Every other route file is
 * `routes/<first segment after /api>/<operation>.ts` (partners: `routes/v1/<first segment after
 * /api/v1>/…`). The URLs below are docs/product.md's, and clients depend on them, so they stay;
 * each one names a single thing docs/product.md spells with several prefixes, kept in one folder.
 * `npm run structure` (scripts/lib/route-folders.ts) holds every route file to this table.
 */
export const URL_ALIASES: Readonly<Record<string, { folder: string; reason: string }>> = {
  login: { folder: "auth", reason: "signing in: the accounts calls sit at the top of /api" },
  logout: { folder: "auth", reason: "signing out: an accounts call at the top of /api" },
  register: { folder: "auth", reason: "creating an account: an accounts call at the top of /api" },
  "resend-verification": { folder: "auth", reason: "the e-mail check's second letter: an accounts call" },
  "reset-password-request": { folder: "auth", reason: "asking for a password reset: an accounts call" },
  "reset-password": { folder: "auth", reason: "setting the new password: an accounts call" },
  "verify-email": { folder: "auth", reason: "confirming the e-mail address: an accounts call" },
  "payment-api": { folder: "payments", reason: "the subscription's payment calls (Stripe's intent, subscription)" },
  payment: { folder: "payments", reason: "the subscription's status, cancellation and Stripe's webhook" },
  "subscription-check": { folder: "payments", reason: "whether the subscription is paid: the same subscription" },
  health: { folder: "system", reason: "the API's own machinery: its health" },
  "openapi.json": { folder: "system", reason: "the API's own machinery: its document" },
  docs: { folder: "system", reason: "the API's own machinery: its reference page" },
};
