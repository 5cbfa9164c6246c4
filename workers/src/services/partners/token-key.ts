import { ConfigurationError, type Env, readConfig } from "../../env";

const DEVELOPMENT_KEY = "truerate-development-partner-token-key-not-for-production";

/** The HS256 key of partner access tokens. Production without PARTNER_TOKEN_SECRET fails loudly. */
export function partnerTokenKey(env: Env): Uint8Array {
  const secret = env.PARTNER_TOKEN_SECRET;
  if (secret && secret.length >= 32) return new TextEncoder().encode(secret);
  if (readConfig(env).ENVIRONMENT === "production") {
    throw new ConfigurationError("PARTNER_TOKEN_SECRET must be set (at least 32 characters) in production");
  }
  return new TextEncoder().encode(DEVELOPMENT_KEY);
}
