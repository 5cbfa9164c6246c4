import type { OpenAPIHono } from "@hono/zod-openapi";
import { z } from "@hono/zod-openapi";

type OpenAPIObjectConfig = Parameters<OpenAPIHono["getOpenAPI31Document"]>[0];

import { ERROR_STATUS } from "../core/errors";
import { DOCUMENTED_AS } from "../schemas/openapi";
import { PROBLEM_CONTENT_TYPE } from "./problem";

export const API_VERSION = "0.4.0";

/** The document metadata; the paths come from the registered routes. */
export const OPENAPI_DOCUMENT: OpenAPIObjectConfig = {
  openapi: "3.1.0",
  info: {
    title: "TrueRate API",
    version: API_VERSION,
    contact: { name: "TrueRate", url: "https://truerate.app" },
    license: { name: "Proprietary", url: "https://truerate.app/terms" },
    description:
      "What brokers really paid for a load, and the 48-hour broker-document deadline of 49 CFR 371.3. " +
      "Every error answers `application/problem+json` with a stable `code`, a human `message` and field `details`.",
  },
  servers: [{ url: "/", description: "This deployment" }],
  // Every tag an operation uses is defined here, with what it groups (the reference's sidebar).
  tags: [
    {
      name: "Accounts",
      description: "Registration, e-mail verification, sign-in and out, password reset, the profile.",
    },
    {
      name: "Admin: partners",
      description: "Administrators: partner organisations and their API clients (create, rotate with overlap, revoke).",
    },
    {
      name: "Partner API v1",
      description:
        "For TMS and load-board partners: client-credentials tokens, batch load push, lane true rates and signed webhooks. " +
        "Sandbox: exchange a sandbox client's credentials (id `sbx_…`, secret `trs_sbx_…`) instead of a live one's, " +
        "same URLs: pushes are validated and answered like live ones but never reach lane figures, search or a " +
        "broker's mail, and `DELETE /api/v1/sandbox/loads` clears them; lookups answer the published figures.",
    },
    { name: "Admin", description: "Administrators: load management, true-rate verification, dead letters." },
    { name: "Brokerage", description: "A brokerage's members and the requests to join it." },
    {
      name: "Broker profiles",
      description:
        "A broker's 371.3 record for carriers: figures, the transparency score and its history, the events behind " +
        "them, the brokerage's public reply and its disputes.",
    },
    {
      name: "Broker documents",
      description: "Brokers send rate confirmations and invoices; the compliance dashboard.",
    },
    {
      name: "Carrier documents",
      description: "Carriers receive, view, approve or reject broker documents; notifications.",
    },
    { name: "Documents", description: "The Document Manager: a user's own uploads, their sharing and download." },
    { name: "Development", description: "The development mail outbox (answers only outside production)." },
    { name: "FMCSA registry", description: "Search of the FMCSA census of brokers and carriers, for registration." },
    {
      name: "Load requests",
      description:
        "The 371.3 request a load sends its broker: the signed link's view and the broker's answer, no account needed.",
    },
    { name: "Loads", description: "Loads carriers submit, the true-rate search, the 48-hour deadline." },
    {
      name: "Payments",
      description: "Plans, subscriptions, payments and the provider's webhook; the subscription gate.",
    },
    { name: "Places", description: "US place autocomplete for the search and load forms." },
    { name: "Rates", description: "Rates carriers post for lanes." },
    { name: "System", description: "Health and the API reference." },
  ],
};

export const SESSION_COOKIE_SCHEME = "sessionCookie";
/** Partner API v1: a bearer access token from `POST /api/v1/oauth/token`. */
export const PARTNER_TOKEN_SCHEME = "partnerToken";

export const problemSchema = z
  .object({
    type: z.string().openapi({ example: "https://truerate.app/problems/validation-failed" }),
    title: z.string().openapi({ example: "VALIDATION_FAILED" }),
    status: z.number().int().openapi({ example: 400 }),
    detail: z.string(),
    code: z.enum(Object.keys(ERROR_STATUS) as [keyof typeof ERROR_STATUS, ...(keyof typeof ERROR_STATUS)[]]),
    message: z.string().openapi({ description: "Human message, in docs/product.md's wording." }),
    error: z.string().openapi({ description: "The same message, for clients that read `error`." }),
    details: z
      .record(z.string(), z.unknown())
      .optional()
      .openapi({ description: "Structured details; `fields` maps a field path to its messages." }),
    requestId: z.string(),
  })
  .openapi("Problem");

const STATUS_DESCRIPTIONS: Record<number, string> = {
  400: "The request is malformed or fails validation",
  401: "Not signed in",
  402: "A subscription is required",
  403: "Not allowed for this user",
  404: "Not found",
  409: "Conflicts with the current state",
  410: "No longer available (an expired link)",
  413: "The body is too large",
  415: "The body's content type is not accepted",
  422: "Understood but refused by a domain rule",
  429: "Too many requests; see Retry-After",
  500: "Unexpected server error",
  503: "Temporarily unavailable (a store or provider); see Retry-After",
};

export const problemDescription = (status: number) => STATUS_DESCRIPTIONS[status] ?? "Error";

/** The problem responses a route can answer, to spread into its `responses`. */
export function errorResponses(...statuses: number[]) {
  const responses: Record<number, { description: string; content: Record<string, { schema: typeof problemSchema }> }> =
    {};
  for (const status of [...statuses, 500]) {
    responses[status] = {
      description: problemDescription(status),
      content: { [PROBLEM_CONTENT_TYPE]: { schema: problemSchema } },
    };
  }
  return responses;
}

/** Replaces each schema marked by `documentedAs` with a reference to its component, keeping its description and example. */
export function resolveDocumentedSchemas(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(resolveDocumentedSchemas);
  if (typeof value !== "object" || value === null) return value;
  const object = value as Record<string, unknown>;
  const component = object[DOCUMENTED_AS];
  if (typeof component === "string") {
    const { description, example } = object;
    return {
      $ref: `#/components/schemas/${component}`,
      ...(description === undefined ? {} : { description }),
      ...(example === undefined ? {} : { example }),
    };
  }
  return Object.fromEntries(Object.entries(object).map(([key, item]) => [key, resolveDocumentedSchemas(item)]));
}
