import { ACCESS_TOKEN_SECONDS, parseScopes } from "@truerate/domain/partners/credentials";
import type { PartnerScope } from "@truerate/domain/partners/vocabulary";
import { errors, jwtVerify, SignJWT } from "jose";
import type { Env } from "../../core/env";
import type { TokenPrincipal } from "./principal";
import { partnerTokenKey } from "./token-key";

const ISSUER = "truerate";
const AUDIENCE = "truerate-partner-api-v1";

/** A signed, short-lived access token naming the client, its organisation and the granted scopes. */
export async function issueAccessToken(
  env: Env,
  principal: TokenPrincipal,
  now: number,
): Promise<{ token: string; expiresIn: number }> {
  const issuedAt = Math.floor(now / 1000);
  const token = await new SignJWT({ org: principal.organisationId, scope: principal.scopes.join(" ") })
    .setProtectedHeader({ alg: "HS256", typ: "at+jwt" })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(principal.clientId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_SECONDS)
    .setJti(crypto.randomUUID())
    .sign(partnerTokenKey(env));
  return { token, expiresIn: ACCESS_TOKEN_SECONDS };
}

/** The principal of a valid token, or null for a forged, expired or foreign one. */
export async function readAccessToken(env: Env, token: string, now: number): Promise<TokenPrincipal | null> {
  try {
    const { payload } = await jwtVerify(token, partnerTokenKey(env), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ["HS256"],
      typ: "at+jwt",
      currentDate: new Date(now),
    });
    if (typeof payload.sub !== "string" || typeof payload.org !== "string" || typeof payload.scope !== "string") {
      return null;
    }
    const scopes: PartnerScope[] = parseScopes(payload.scope);
    return { clientId: payload.sub, organisationId: payload.org, scopes };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
