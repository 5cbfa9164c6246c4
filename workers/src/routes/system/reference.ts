import { Scalar } from "@scalar/hono-api-reference";
import type { App } from "../../http/app";
import { OPENAPI_DOCUMENT, SESSION_COOKIE_SCHEME } from "../../http/openapi";

/** Where `npm run assets` puts the Scalar bundle; it is served as a static asset, never from a CDN. */
export const SCALAR_SCRIPT_PATH = "/api/docs/assets/standalone.js";

export function openApiDocument(app: App) {
  const document = app.getOpenAPI31Document(OPENAPI_DOCUMENT);
  document.components = {
    ...document.components,
    securitySchemes: {
      [SESSION_COOKIE_SCHEME]: { type: "apiKey", in: "cookie", name: "truerate_session" },
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
