/**
 * The portal's Content-Security-Policy. Scripts run only from this origin or with the response's
 * nonce (Remix's inline hydration and streaming scripts carry it), so an injected `<script>` or
 * `onclick` never runs. Stripe.js is the one outside script: the payment form loads it from
 * js.stripe.com and its card fields are frames of Stripe's (Stripe requires both).
 *
 * Styles allow 'unsafe-inline' on purpose: React renders `style="…"` attributes on the server
 * (Radix Themes' layout props, recharts' sizes), and browsers apply the style policy to those
 * attributes. A nonce cannot cover an attribute, and naming one would switch 'unsafe-inline' off,
 * so the style policy is 'self' plus inline. Styles cannot run code; the script policy stays strict.
 * Images are this origin's or data: URIs (avatars are drawn on the server, lib/avatar.server.ts).
 */
export function contentSecurityPolicy({ nonce }: { nonce?: string | undefined } = {}): string {
  const scripts = ["'self'", ...(nonce ? [`'nonce-${nonce}'`] : []), "https://js.stripe.com"];
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": scripts,
    "script-src-attr": ["'none'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", "https://api.stripe.com"],
    // Stripe's card fields and 3-D Secure pages are frames; nothing else is framed.
    "frame-src": ["https://js.stripe.com", "https://hooks.stripe.com"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}
