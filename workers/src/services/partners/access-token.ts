import { ACCESS_TOKEN_SECONDS, parseScopes } from "@truerate/domain/partners/credentials";
import type { PartnerScope } from "@truerate/domain/partners/vocabulary";
import { errors, jwtVerify, SignJWT } from "jose";
import type { ServiceContext } from "../../core/service-context";
import type { TokenPrincipal } from "./principal";
import { partnerTokenKey } from "./token-key";

const ISSUER = "truerate";
const AUDIENCE = "truerate-partner-api-v1";

/** A signed, short-lived access token naming the client, its organisation and the granted scopes. */
export async function issueAccessToken(
  ctx: ServiceContext,
  principal: TokenPrincipal,
): Promise<{ token: string; expiresIn: number }> {
  const issuedAt = Math.floor(ctx.now() / 1000);
  const token = await new SignJWT({ org: principal.organisationId, scope: principal.scopes.join(" ") })
    .setProtectedHeader({ alg: "HS256", typ: "at+jwt" })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(principal.clientId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_SECONDS)
    .setJti(crypto.randomUUID())
    .sign(partnerTokenKey(ctx.env.PARTNER_TOKEN_SECRET));
  return { token, expiresIn: ACCESS_TOKEN_SECONDS };
}

/**
 * The principal of a valid token, or null for a forged, expired or foreign one. It takes the secret
 * rather than a context: the partner middleware checks every request before any service runs.
 */
export async function readAccessToken({
  secret,
  token,
  now,
}: {
  secret: string | undefined;
  token: string;
  now: number;
}): Promise<TokenPrincipal | null> {
  try {
    const { payload } = await jwtVerify(token, partnerTokenKey(secret), {
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
