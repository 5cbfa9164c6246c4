/** The product's words for a refused cross-site form post (the 403 screen shows them). */
export const CROSS_ORIGIN_MESSAGES = {
  title: "This form came from another site",
  message:
    "For your safety, TrueRate only accepts forms sent from its own pages, and nothing was changed. " +
    "Go back to TrueRate and try again.",
} as const;

/** Marks the 403 body, so the error screen tells this refusal from any other 403. */
export const CROSS_ORIGIN_REASON = "cross-origin";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Whether a request that can change something was sent by another site (ASVS 3.5.1: the cookie
 * rides along on a cross-site form post, so the origin must be checked, SameSite=Lax aside).
 * Browsers send `Origin` on every POST; a request without one (a script, curl) has no victim's
 * cookie to borrow, unless `Sec-Fetch-Site` says a browser sent it from elsewhere.
 */
export function isCrossOriginWrite(request: Request): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  const origin = request.headers.get("origin");
  if (origin !== null) return origin !== new URL(request.url).origin;
  const site = request.headers.get("sec-fetch-site");
  return site === "cross-site" || site === "same-site";
}
