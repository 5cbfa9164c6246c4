import { errors, jwtVerify, SignJWT } from "jose";
import { ConfigurationError, type Env } from "../../core/env";
import { AppError } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";

/**
 * The response link of a load's 371.3 request: a JWT (HS256) naming one load (`sub`) and one
 * request (`jti`, the request's nonce), good for RESPONSE_LINK_DAYS. The signature makes it
 * tamper-proof, the nonce ties it to the stored request, and the request's `answeredAt` makes it
 * single-use (see respond.ts).
 */
export const RESPONSE_LINK_DAYS = 14;
const AUDIENCE = "truerate:load-response";
const ISSUER = "truerate";

export const RESPONSE_LINK_MESSAGES = {
  invalid: "This response link is not valid",
  expired: "This response link has expired",
  used: "This response link has already been used",
  withdrawn: "The carrier withdrew this load; there is nothing to answer",
  replaced: "A newer request was sent for this load; please use the link in the latest e-mail",
} as const;

/** HS256 wants a key at least as long as its hash (RFC 7518 §3.2): 32 characters of a random value. */
const MINIMUM_SECRET_LENGTH = 32;

/**
 * No built-in development key (one printed in the source would sign links anyone can forge):
 * without RESPONSE_LINK_SECRET links are neither signed nor accepted, in every environment.
 * `npm start` writes a random one to .dev.vars on its first run.
 */
function signingKey(env: Env): Uint8Array {
  const secret = env.RESPONSE_LINK_SECRET;
  if (secret && secret.length >= MINIMUM_SECRET_LENGTH) return new TextEncoder().encode(secret);
  throw new ConfigurationError(
    `RESPONSE_LINK_SECRET must be set (at least ${MINIMUM_SECRET_LENGTH} characters); npm start writes one to .dev.vars`,
  );
}

export async function signResponseToken(
  ctx: Pick<ServiceContext, "env">,
  claims: { loadId: string; nonce: string; issuedAt: number },
) {
  const issuedAtSeconds = Math.floor(claims.issuedAt / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(claims.loadId)
    .setJti(claims.nonce)
    .setIssuedAt(issuedAtSeconds)
    .setExpirationTime(issuedAtSeconds + RESPONSE_LINK_DAYS * 24 * 60 * 60)
    .sign(signingKey(ctx.env));
}

export interface ResponseTokenClaims {
  loadId: string;
  nonce: string;
}

/** The link's load and nonce; a forged, altered, foreign or expired link answers its 4xx. */
export async function verifyResponseToken(
  ctx: Pick<ServiceContext, "env" | "now">,
  token: string,
): Promise<ResponseTokenClaims> {
  try {
    const { payload } = await jwtVerify(token, signingKey(ctx.env), {
      algorithms: ["HS256"],
      audience: AUDIENCE,
      issuer: ISSUER,
      currentDate: new Date(ctx.now()),
    });
    if (typeof payload.sub !== "string" || typeof payload.jti !== "string") throw new errors.JWTInvalid("claims");
    return { loadId: payload.sub, nonce: payload.jti };
  } catch (error) {
    if (error instanceof ConfigurationError) throw error;
    if (error instanceof errors.JWTExpired) throw new AppError("GONE", RESPONSE_LINK_MESSAGES.expired);
    throw new AppError("FORBIDDEN", RESPONSE_LINK_MESSAGES.invalid);
  }
}
