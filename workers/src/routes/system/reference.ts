import { Scalar } from "@scalar/hono-api-reference";
import type { App } from "../../http/app";
import { OPENAPI_DOCUMENT, PARTNER_TOKEN_SCHEME, SESSION_COOKIE_SCHEME } from "../../http/openapi";

/** Where `npm run assets` puts the Scalar bundle; it is served as a static asset, never from a CDN. */
export const SCALAR_SCRIPT_PATH = "/api/docs/assets/standalone.js";

export function openApiDocument(app: App) {
  const document = app.getOpenAPI31Document(OPENAPI_DOCUMENT);
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
  return document;
}

export function register(app: App) {
  app.get("/api/openapi.json", (c) => c.json(openApiDocument(app)));
  app.get(
    "/api/docs",
    Scalar({ url: "/api/openapi.json", cdn: SCALAR_SCRIPT_PATH, pageTitle: "TrueRate API reference" }),
  );
}
