import type { AppLoadContext, EntryContext } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { scriptsAfterFirstPaint } from "./lib/rendering/scripts-after-first-paint";
import { contentSecurityPolicy } from "./lib/security/content-security-policy";
import { createNonce, NonceProvider } from "./lib/security/nonce";

const ABORT_DELAY_MS = 5_000;

// Explicit so bots get the whole page at once (and Remix does not warn about a missing isbot).
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  _loadContext: AppLoadContext,
) {
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), ABORT_DELAY_MS);
  let status = responseStatusCode;
  // Remix's inline scripts (hydration, streamed loader data) carry this page's nonce; the CSP names
  // it, so they run and nothing injected does. The other headers come from functions/_middleware.ts.
  const nonce = createNonce();

  const body = await renderToReadableStream(
    <NonceProvider nonce={nonce}>
      <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY_MS} nonce={nonce} />
    </NonceProvider>,
    {
      nonce,
      signal: controller.signal,
      onError(error: unknown) {
        // Errors while streaming are logged; the shell already rendered keeps its status.
        if (!controller.signal.aborted) console.error(error);
        status = 500;
      },
    },
  );
  body.allReady.then(() => clearTimeout(timeout));
  if (isbot(request.headers.get("user-agent") || "")) await body.allReady;

  responseHeaders.set("Content-Type", "text/html");
  responseHeaders.set("Content-Security-Policy", contentSecurityPolicy({ nonce }));
  // The page paints with its stylesheets; the scripts that hydrate it load after that paint.
  return new Response(body.pipeThrough(scriptsAfterFirstPaint()), { headers: responseHeaders, status });
}
