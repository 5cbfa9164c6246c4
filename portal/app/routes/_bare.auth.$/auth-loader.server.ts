import { data, type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import { cookieHeaders, getSession } from "../../lib/api.server";

/**
 * The loader of /auth*: the sign-in screen is for signed-out visitors, so a signed-in one goes home.
 * A stale session cookie is cleared on the way (the API says how).
 */
export async function signedOutOnly({ request, context }: LoaderFunctionArgs) {
  const session = await getSession(context, request);
  const headers = cookieHeaders(session.setCookies);
  if (session.user) throw redirect("/", { headers });
  return data(null, { headers });
}
