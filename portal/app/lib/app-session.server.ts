import { type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import { shellGateRedirect } from "../components/subscription/shell-gate.server";
import { signedOutDecision } from "./access";
import { cookieHeaders, getSession } from "./api.server";
import { avatarUrl } from "./avatar.server";

/**
 * Who is asking, for the signed-in layout and the home page (/, which renders the same shell for a
 * signed-in user but is its own route so the landing page never loads the shell's code). A
 * signed-out visitor gets `user: null` on the paths open to them; every other path sends them to
 * sign in, with the 'Session Expired' notice when the API refused the session they presented.
 * Throws the redirects; returns the API's cookies for the browser (a slid expiry, a cleared cookie).
 */
export async function appSession({ request, context }: LoaderFunctionArgs) {
  const session = await getSession(context, request);
  const headers = cookieHeaders(session.setCookies);
  const { user } = session;
  if (!user) {
    const url = new URL(request.url);
    const decision = signedOutDecision(url.pathname, url.search, session.expired);
    if (decision.kind === "sign-in") throw redirect(decision.location, { headers });
    return { user: null, avatarUrl: null, headers };
  }
  // The app shell gating of docs/product.md#accounts-states-and-transitions, on the API's subscription check (components/subscription/shell-gate.ts).
  const gate = await shellGateRedirect(context, request, user, headers);
  if (gate) throw gate;
  return { user, avatarUrl: await avatarUrl(user.email), headers };
}
