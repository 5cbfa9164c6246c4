import { ConfigurationError } from "../../core/env";

/** HS256 wants a key at least as long as its hash (RFC 7518 §3.2); 32 characters of a random value. */
const MINIMUM_LENGTH = 32;

/**
 * The HS256 key of partner access tokens. There is no built-in development key (a key printed in the
 * source would sign tokens anyone can mint): without PARTNER_TOKEN_SECRET the API refuses to issue or
 * accept tokens in every environment. `npm start` writes a random one to .dev.vars on its first run.
 */
export function partnerTokenKey(secret: string | undefined): Uint8Array {
  if (secret && secret.length >= MINIMUM_LENGTH) return new TextEncoder().encode(secret);
  throw new ConfigurationError(
    `PARTNER_TOKEN_SECRET must be set (at least ${MINIMUM_LENGTH} characters); npm start writes one to .dev.vars`,
  );
}
