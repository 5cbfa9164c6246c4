import { createRoute, type z } from "@hono/zod-openapi";
import type { App } from "../../../http/app";
import { errorResponses } from "../../../http/openapi";
import { serviceContext } from "../../../http/service-context";
import { noStore } from "../../../http/signed-in";
import { tokenRequestSchema, tokenSchema } from "../../../schemas/v1/oauth";
import { exchangeToken } from "../../../services/partners/exchange-token";

const route = createRoute({
  operationId: "exchangeClientCredentials",
  method: "post",
  path: "/api/v1/oauth/token",
  tags: ["Partner API v1"],
  summary: "Exchange client credentials for an access token",
  description:
    "OAuth 2.0 client credentials: send `grant_type=client_credentials` with `client_id` and `client_secret` " +
    "(form-encoded or JSON, or the pair as HTTP Basic). The token is a signed JWT valid 15 minutes; send it as " +
    "`Authorization: Bearer <token>`. Wrong or revoked credentials answer 401 'Invalid client credentials'.",
  security: [],
  middleware: [noStore] as const,
  request: {
    body: {
      // Not `required`: each content type's schema is then checked only when the request is of that type.
      required: false,
      content: {
        "application/x-www-form-urlencoded": { schema: tokenRequestSchema },
        "application/json": { schema: tokenRequestSchema },
      },
    },
  },
  responses: {
    200: { description: "An access token", content: { "application/json": { schema: tokenSchema } } },
    ...errorResponses(400, 401, 403),
  },
});

/** HTTP Basic `client_id:client_secret` (RFC 6749 §2.3.1), when the body does not carry them. */
function basicCredentials(header: string | undefined): { id: string; secret: string } | null {
  const encoded = /^Basic\s+(\S+)$/i.exec(header ?? "")?.[1];
  if (!encoded) return null;
  try {
    const decoded = atob(encoded);
    const colon = decoded.indexOf(":");
    return colon < 0
      ? null
      : { id: decodeURIComponent(decoded.slice(0, colon)), secret: decodeURIComponent(decoded.slice(colon + 1)) };
  } catch {
    return null;
  }
}

export function register(app: App) {
  app.openapi(route, async (c) => {
    const isJson = (c.req.header("content-type") ?? "").includes("json");
    const parsed: z.infer<typeof tokenRequestSchema> | undefined = isJson ? c.req.valid("json") : c.req.valid("form");
    const body = parsed ?? { grant_type: "" };
    const basic = basicCredentials(c.req.header("authorization"));
    const result = await exchangeToken(serviceContext(c), {
      grantType: body.grant_type,
      clientId: body.client_id ?? basic?.id ?? "",
      clientSecret: body.client_secret ?? basic?.secret ?? "",
      scope: body.scope,
    });
    return c.json(result, 200);
  });
}
