import { grantedScopes, hashClientSecret, parseScopes, secretMatches } from "@truerate/domain/partners/credentials";
import { AppError } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import { findPartnerClient } from "../../db/queries/partners";
import { issueAccessToken } from "./access-token";
import { PARTNER_MESSAGES } from "./messages";

export interface TokenRequest {
  grantType: string;
  clientId: string;
  clientSecret: string;
  scope?: string | undefined;
}

/**
 * OAuth 2.0 client credentials (RFC 6749 §4.4): a live client's id and secret (current, or the
 * previous one inside its rotation overlap) for a signed 15-minute token with the granted scopes.
 * Every credential failure answers the same 401, so ids cannot be probed.
 */
export async function exchangeToken(ctx: ServiceContext, input: TokenRequest) {
  if (input.grantType !== "client_credentials") throw new AppError("BAD_REQUEST", PARTNER_MESSAGES.unsupportedGrant);
  const now = ctx.now();
  const client = await findPartnerClient(ctx.db, input.clientId);
  const valid = client && !client.revokedAt && secretMatches(client, hashClientSecret(input.clientSecret), now);
  if (!valid) throw new AppError("UNAUTHENTICATED", PARTNER_MESSAGES.invalidClient);
  const scopes = grantedScopes(parseScopes(client.scopes), input.scope);
  if (!scopes) throw new AppError("FORBIDDEN", PARTNER_MESSAGES.invalidScope);
  const { token, expiresIn } = await issueAccessToken(ctx, {
    clientId: client.id,
    organisationId: client.organisationId,
    scopes,
  });
  return { access_token: token, token_type: "Bearer" as const, expires_in: expiresIn, scope: scopes.join(" ") };
}
