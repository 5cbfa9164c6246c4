import { parseScopes } from "@truerate/domain/partners/credentials";
import { decide, rateLimitHeaders, windowStart } from "@truerate/domain/partners/rate-limit";
import type { PartnerScope } from "@truerate/domain/partners/vocabulary";
import type { MiddlewareHandler } from "hono";
import { AppError } from "../core/errors";
import { systemClock } from "../core/service-context";
import { readClientCountingRequest } from "../db/queries/partner-auth";
import { readAccessToken } from "../services/partners/access-token";
import { PARTNER_MESSAGES } from "../services/partners/messages";
import type { AppEnv } from "./types";

const CHALLENGE = { "WWW-Authenticate": 'Bearer realm="truerate-partner-api"' };

/**
 * Every /api/v1 operation but the token exchange: a valid bearer token (signature, expiry, `iss` and
 * `aud` checked by readAccessToken) of a client that exists, is not revoked and belongs to the
 * token's organisation (`sub` and `org` against D1), the client's per-minute limit (counted in the
 * same D1 round trip), then the scope the operation needs. The token's scopes count only as far as
 * the client's current grant holds them: a scope removed from a client is refused at once, and a
 * token minted with a leaked key cannot claim more than its client was given. The principal, with
 * those scopes, is set as `partner`.
 *
 * The client is read and the request counted in one D1 batch (db/queries/partner-auth.ts), before
 * any service runs: this is every partner request's hot path, so it builds no service context.
 */
export function requirePartner(scope: PartnerScope): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const now = (c.get("clock") ?? systemClock).now();
    const header = c.req.header("authorization") ?? "";
    const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    if (!token) throw new AppError("UNAUTHENTICATED", PARTNER_MESSAGES.missingToken, undefined, CHALLENGE);
    const principal = await readAccessToken({ secret: c.env.PARTNER_TOKEN_SECRET, token, now });
    if (!principal) throw new AppError("UNAUTHENTICATED", PARTNER_MESSAGES.invalidToken, undefined, CHALLENGE);

    const { client: row, count } = await readClientCountingRequest(c.env.DB, {
      clientId: principal.clientId,
      windowStart: windowStart(now),
    });
    // A `sub` that names no client, or a client of another organisation than `org`, is not a token
    // this API issued; a revoked client's tokens stop at once.
    if (!row || row.organisation_id !== principal.organisationId) {
      throw new AppError("UNAUTHENTICATED", PARTNER_MESSAGES.invalidToken, undefined, CHALLENGE);
    }
    if (row.revoked_at !== null) throw new AppError("UNAUTHENTICATED", PARTNER_MESSAGES.revoked, undefined, CHALLENGE);
    const decision = decide(count ?? 1, row.limit, now);
    const headers = rateLimitHeaders(decision);
    if (!decision.allowed) throw new AppError("TOO_MANY_REQUESTS", PARTNER_MESSAGES.rateLimited, undefined, headers);
    const sandbox = row.sandbox === 1;
    const granted = parseScopes(row.scopes);
    const scopes = principal.scopes.filter((held) => granted.includes(held));
    if (!scopes.includes(scope)) throw new AppError("FORBIDDEN", PARTNER_MESSAGES.missingScope(scope));

    c.set("partner", { ...principal, scopes, sandbox });
    await next();
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  };
}

/** The principal set by `requirePartner`; a route without that middleware is a programming error. */
export function partnerOf(c: { get(key: "partner"): AppEnv["Variables"]["partner"] }) {
  const partner = c.get("partner");
  if (!partner) throw new AppError("UNAUTHENTICATED", PARTNER_MESSAGES.missingToken, undefined, CHALLENGE);
  return partner;
}
