// Partner client credentials: secret format, what is stored, and when a secret still works.
import { sha256 } from "@oslojs/crypto/sha2";
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from "@oslojs/encoding";
import { PARTNER_SCOPES, type PartnerScope } from "./vocabulary";

/** Access tokens live 15 minutes: short enough that a revocation bites fast even without the lookup. */
export const ACCESS_TOKEN_SECONDS = 15 * 60;

/** After a rotation the previous secret keeps working this long by default, so a deploy can catch up. */
export const DEFAULT_ROTATION_OVERLAP_HOURS = 24;
export const MAX_ROTATION_OVERLAP_HOURS = 7 * 24;

const SECRET_PREFIX = "trs_";
/** Sandbox credentials say so in both halves, so one pasted into the wrong place is recognisable. */
export const SANDBOX_SECRET_PREFIX = "trs_sbx_";
export const SANDBOX_CLIENT_ID_PREFIX = "sbx_";

/** A client secret: 20 random bytes (160 bits, above ASVS's 128) in base32, with a recognisable prefix. */
export function newClientSecret(sandbox = false): string {
  return (
    (sandbox ? SANDBOX_SECRET_PREFIX : SECRET_PREFIX) +
    encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(20)))
  );
}

/** A client id: a random UUID, prefixed `sbx_` for a sandbox client. */
export function newClientId(sandbox = false): string {
  return (sandbox ? SANDBOX_CLIENT_ID_PREFIX : "") + crypto.randomUUID();
}

/** Only this is stored: SHA-256 suits a high-entropy random secret (a slow KDF is for passwords). */
export function hashClientSecret(secret: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(secret)));
}

export interface StoredSecrets {
  secretHash: string;
  previousSecretHash: string | null;
  previousSecretExpiresAt: Date | null;
}

/** Whether a presented secret matches the current one, or the previous one inside its overlap. */
export function secretMatches(stored: StoredSecrets, presentedHash: string, now: number): boolean {
  if (presentedHash === stored.secretHash) return true;
  return (
    stored.previousSecretHash !== null &&
    presentedHash === stored.previousSecretHash &&
    stored.previousSecretExpiresAt !== null &&
    stored.previousSecretExpiresAt.getTime() > now
  );
}

/** Space-separated OAuth scopes → the known ones, deduplicated, in canonical order. */
export function parseScopes(text: string): PartnerScope[] {
  const asked = new Set(text.split(/\s+/).filter(Boolean));
  return PARTNER_SCOPES.filter((scope) => asked.has(scope));
}

/** The scopes granted for a token request: those asked for that the client holds, or all it holds. */
export function grantedScopes(held: readonly PartnerScope[], requested: string | undefined): PartnerScope[] | null {
  if (requested === undefined || requested.trim() === "") return [...held];
  const asked = requested.split(/\s+/).filter(Boolean);
  if (asked.some((scope) => !held.includes(scope as PartnerScope))) return null;
  return parseScopes(requested);
}
