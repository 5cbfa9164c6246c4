/**
 * The API reference page's headers. Scalar's standalone bundle is served from this origin
 * (SCALAR_SCRIPT_PATH) and started by one inline script, which carries the page's nonce.
 * The bundle injects its stylesheet and sets style attributes at run time, so styles allow
 * 'unsafe-inline' (with no nonce in style-src, which would switch that off); styles cannot run code.
 * It fetches the OpenAPI document from this origin, and "Try it" calls go to this origin too.
 */
export function referencePageHeaders(nonce: string): Record<string, string> {
  const policy = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
  return {
    "content-security-policy": policy,
    "x-frame-options": "DENY",
    "referrer-policy": "strict-origin-when-cross-origin",
    "cross-origin-opener-policy": "same-origin",
    "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  };
}

/** 128 random bits, base64, fresh for each page. */
export function referencePageNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}
