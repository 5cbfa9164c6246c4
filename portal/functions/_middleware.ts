import { answerFromApi, isApiPath } from "../app/lib/api-transport.server";
import { isProduction, type PortalEnv } from "../app/lib/portal-env";
import { applySecurityHeaders } from "../app/lib/security/security-headers";

/**
 * Runs in front of every Pages Function, and every request but Vite's fingerprinted files is one here
 * (the catch-all renders or serves static files), so each answer leaves with the security headers.
 * `/assets/*` skips the Functions (public/_routes.json): forty-odd files a page, each a Function
 * call, cost a slow machine seconds a page; their headers, and a year's caching, are in public/_headers.
 * `/api` and everything under it is the API worker's, answered here: a file route would miss paths
 * with empty segments (`/api//health`) and hand them to Remix as HTML.
 */
export const onRequest: PagesFunction<PortalEnv> = async ({ next, env, request }) => {
  const response = isApiPath(new URL(request.url).pathname) ? await answerFromApi(env, request) : await next();
  // A fresh Response: the one from next() may have immutable headers.
  const secured = new Response(response.body, response);
  applySecurityHeaders(secured.headers, { production: isProduction(env) });
  return secured;
};
