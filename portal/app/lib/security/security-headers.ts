import { contentSecurityPolicy } from "./content-security-policy";

/** Two years, with subdomains: the HSTS preload list's floor (ASVS 3.4.1 asks for at least one year). */
export const STRICT_TRANSPORT_SECURITY = "max-age=63072000; includeSubDomains; preload";

/** Powerful features no portal screen uses: refused for the page and anything it frames. */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com"), usb=(), ' +
  "magnetometer=(), gyroscope=(), accelerometer=()";

interface HeaderOptions {
  /** The production deployment: HSTS is sent and every cookie is marked Secure. */
  production: boolean;
}

/**
 * The headers every portal answer carries (pages, data requests, static files, /api/* passed on):
 * no framing, no sniffing, no referrer beyond the origin elsewhere, a window of its own.
 * A response that already set its own CSP keeps it (a page with its nonce, the API reference page);
 * any other gets the policy without a nonce, under which no inline script runs.
 */
export function applySecurityHeaders(headers: Headers, { production }: HeaderOptions): Headers {
  if (!headers.has("content-security-policy")) headers.set("content-security-policy", contentSecurityPolicy());
  headers.set("x-frame-options", "DENY");
  headers.set("x-content-type-options", "nosniff");
  headers.set("referrer-policy", "strict-origin-when-cross-origin");
  headers.set("permissions-policy", PERMISSIONS_POLICY);
  headers.set("cross-origin-opener-policy", "same-origin");
  if (production) {
    // Only over https: a plain-http local run would pin 127.0.0.1 to https in the browser.
    headers.set("strict-transport-security", STRICT_TRANSPORT_SECURITY);
    secureCookies(headers);
  }
  return headers;
}

/**
 * Marks every Set-Cookie line Secure (the API's session cookie already is in production; the
 * portal's flash-toast cookie is set without it so it works on plain-http local runs).
 */
export function secureCookies(headers: Headers): void {
  const cookies = headers.getSetCookie();
  if (cookies.every(isSecure)) return;
  headers.delete("set-cookie");
  for (const cookie of cookies) headers.append("set-cookie", isSecure(cookie) ? cookie : `${cookie}; Secure`);
}

function isSecure(cookie: string): boolean {
  return cookie
    .split(";")
    .slice(1)
    .some((attribute) => attribute.trim().toLowerCase() === "secure");
}
