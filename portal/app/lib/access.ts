/**
 * The routing and access rules of the application shell (docs/product.md#accounts-screens-and-routes, route table), as pure
 * functions so the loaders that apply them and the tests that pin them share one source.
 */

/** Paths of the signed-in layout that a signed-out visitor may still open (landing, subscription, help). */
const OPEN_TO_SIGNED_OUT = new Set(["/", "/subscription", "/help"]);

/**
 * The signed-in layout's screens (routes/_app.*): signed out, these ask for a sign-in. Any other
 * path is no screen at all, so it renders the 404 page rather than a sign-in that leads nowhere.
 */
const SIGNED_IN_SCREENS = [
  "/admin",
  "/broker-dashboard",
  "/brokers",
  "/documents",
  "/loads",
  "/paid-home",
  "/profile",
  "/search-results",
  "/shipments",
  "/tools",
  "/upload-load",
];

const isSignedInScreen = (path: string) =>
  SIGNED_IN_SCREENS.some((screen) => path === screen || path.startsWith(`${screen}/`));

export type SignedOutDecision = { kind: "render" } | { kind: "sign-in"; location: string };

/**
 * What a signed-out visitor gets on a path of the signed-in layout: the landing, subscription and
 * help pages render, and so does an unknown path (as the 404 page); a feature screen shows the
 * sign-in screen at /auth, remembering where the visitor was going.
 */
export function signedOutDecision(pathname: string, search = "", sessionExpired = false): SignedOutDecision {
  const path = normalizePath(pathname);
  if (OPEN_TO_SIGNED_OUT.has(path) || !isSignedInScreen(path)) return { kind: "render" };
  return { kind: "sign-in", location: signInLocation(`${pathname}${search}`, sessionExpired) };
}

/** The sign-in screen, remembering where the visitor was going and whether their session expired. */
export function signInLocation(redirectTo: string, sessionExpired = false): string {
  const target = safeRedirectPath(redirectTo, "/");
  const query = new URLSearchParams();
  if (sessionExpired) query.set("session_expired", "true");
  if (target !== "/") query.set("redirectTo", target);
  return query.size > 0 ? `/auth?${query}` : "/auth";
}

/**
 * A redirect target taken from a query parameter, allowed only when it stays on this origin:
 * a single leading slash, no scheme-relative `//host` and no backslash tricks.
 */
export function safeRedirectPath(value: string | null | undefined, fallback = "/"): string {
  if (!value?.startsWith("/") || value.startsWith("//") || value.includes("\\")) return fallback;
  return value;
}

/** Which tab the sign-in screen opens on: Register for ?tab=signup|register and for /register. */
export function initialAuthTab(pathname: string, search: string): "login" | "register" {
  const tab = new URLSearchParams(search).get("tab");
  if (tab === "signup" || tab === "register" || normalizePath(pathname) === "/register") return "register";
  return "login";
}

function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}
