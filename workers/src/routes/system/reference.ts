import { Scalar } from "@scalar/hono-api-reference";
import type { App } from "../../http/app";
import { declareCommonProblems } from "../../http/common-problems";
import {
  OPENAPI_DOCUMENT,
  PARTNER_TOKEN_SCHEME,
  resolveDocumentedSchemas,
  SESSION_COOKIE_SCHEME,
} from "../../http/openapi";
import { declareResponseHeaders } from "../../http/response-headers";
import type { AppEnv } from "../../http/types";
import { referencePageHeaders, referencePageNonce } from "./reference-page-policy";

/** Where `npm run assets` puts the Scalar bundle; it is served as a static asset, never from a CDN. */
export const SCALAR_SCRIPT_PATH = "/api/docs/assets/standalone.js";

export function openApiDocument(app: App) {
  const document = resolveDocumentedSchemas(app.getOpenAPI31Document(OPENAPI_DOCUMENT)) as ReturnType<
    App["getOpenAPI31Document"]
  >;
  document.components = {
    ...document.components,
    securitySchemes: {
      [SESSION_COOKIE_SCHEME]: { type: "apiKey", in: "cookie", name: "truerate_session" },
      [PARTNER_TOKEN_SCHEME]: {
        type: "oauth2",
        description: "Partner API v1: client credentials exchanged for a 15-minute bearer token.",
        flows: {
          clientCredentials: {
            tokenUrl: "/api/v1/oauth/token",
            scopes: {
              "loads:write": "Push loads and read them back",
              "rates:read": "Look up lane true rates",
              "webhooks:manage": "Register webhook endpoints and read their deliveries",
            },
          },
        },
      },
    },
  };
  declareCommonProblems(document as unknown as Record<string, unknown>);
  declareResponseHeaders(document as unknown as Record<string, unknown>, PARTNER_TOKEN_SCHEME);
  return document;
}

/**
 * The bundle's zod tries `new Function` once to see whether it may compile parsers; under this CSP
 * the try is refused and reported as a violation. Telling zod first (its configuration lives on
 * globalThis) spares the page that report. The script runs before the bundle, with the nonce.
 */
function withZodJitless(html: string, nonce: string): string {
  const setting = `<script nonce="${nonce}">globalThis.__zod_globalConfig = { jitless: true };</script>`;
  return html.replace('<div id="app"></div>', `<div id="app"></div>\n    ${setting}`);
}

export function register(app: App) {
  app.get("/api/openapi.json", (c) => c.json(openApiDocument(app)));
  app.get("/api/docs", async (c, next) => {
    const nonce = referencePageNonce();
    // Scalar puts the nonce on its script tags; the CSP names the same one.
    const page = Scalar<AppEnv>({
      url: "/api/openapi.json",
      cdn: SCALAR_SCRIPT_PATH,
      pageTitle: "TrueRate API reference",
      // Its default fonts come from Scalar's CDN: the page uses the system's and asks no one else.
      withDefaultFonts: false,
      nonce,
    });
    const rendered = (await page(c, next)) ?? c.res;
    const html = withZodJitless(await rendered.text(), nonce);
    return c.html(html, 200, referencePageHeaders(nonce));
  });
}
