import { decodeBase64 } from "@oslojs/encoding";
import { ConfigurationError } from "../../core/env";

/**
 * Key-encryption keys (KEKs) for the data keys of document bodies and of partner webhook signing
 * secrets (data-key.ts), from two secrets:
 *
 *   DOCUMENT_KEYS        JSON object: key id → base64 of 32 random bytes (an AES-256 key), e.g.
 *                        {"2026-01":"<base64>","2026-07":"<base64>"}; ids are 1–32 of [A-Za-z0-9._-].
 *                        Make one with: openssl rand -base64 32
 *   DOCUMENT_KEY_CURRENT the id that wraps new data keys; may be left out when there is one key.
 *
 * Rotation: add a new key, point DOCUMENT_KEY_CURRENT at it, deploy, run
 * `npm run documents:rotate-keys`, and drop the old key only once nothing still names it.
 *
 * KEKs are imported as non-extractable AES-KW keys that can only wrap and unwrap: the raw secret
 * never leaves this module, and a KEK cannot be used to encrypt data directly.
 */
export interface DocumentKeyring {
  readonly currentKeyId: string;
  readonly keyIds: readonly string[];
  keyFor(keyId: string): CryptoKey | undefined;
}

export interface DocumentKeySettings {
  DOCUMENT_KEYS?: string | undefined;
  DOCUMENT_KEY_CURRENT?: string | undefined;
  /** development | test | production; anything else is treated as production. */
  ENVIRONMENT?: string | undefined;
}

export const KEY_ID_PATTERN = /^[A-Za-z0-9._-]{1,32}$/;
const KEK_BYTES = 32;

/**
 * LOCAL DEVELOPMENT ONLY — NOT A SECRET. When DOCUMENT_KEYS is unset in development or test, bodies
 * are wrapped under this fixed key (the SHA-256 of this public label), so a fresh clone works with
 * no set-up. It protects nothing, and the keyring refuses to load it in production.
 */
export const DEVELOPMENT_KEY_ID = "local-development";
const DEVELOPMENT_KEY_LABEL = "TrueRate local development document KEK - public, never for production";

async function developmentKeyBytes(): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(DEVELOPMENT_KEY_LABEL)));
}

function parseKeys(json: string): Map<string, Uint8Array> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new ConfigurationError("DOCUMENT_KEYS is not valid JSON");
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw new ConfigurationError("DOCUMENT_KEYS must be a JSON object of key id to base64 key");
  }
  const keys = new Map<string, Uint8Array>();
  for (const [keyId, encoded] of Object.entries(parsed)) {
    if (!KEY_ID_PATTERN.test(keyId))
      throw new ConfigurationError(`DOCUMENT_KEYS: invalid key id "${keyId.slice(0, 40)}"`);
    let bytes: Uint8Array | undefined;
    try {
      bytes = typeof encoded === "string" ? decodeBase64(encoded.trim()) : undefined;
    } catch {
      bytes = undefined;
    }
    // Never echo the value: it is the secret.
    if (bytes?.length !== KEK_BYTES)
      throw new ConfigurationError(`DOCUMENT_KEYS: key "${keyId}" is not base64 of ${KEK_BYTES} bytes`);
    keys.set(keyId, bytes);
  }
  if (keys.size === 0) throw new ConfigurationError("DOCUMENT_KEYS holds no keys");
  return keys;
}

const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/** Imports raw KEKs; exported for tests and for the rotation command. */
export async function createDocumentKeyring(
  rawKeys: ReadonlyMap<string, Uint8Array>,
  currentKeyId: string,
): Promise<DocumentKeyring> {
  if (!rawKeys.has(currentKeyId))
    throw new ConfigurationError(`DOCUMENT_KEY_CURRENT "${currentKeyId}" is not in DOCUMENT_KEYS`);
  const imported = new Map<string, CryptoKey>();
  for (const [keyId, bytes] of rawKeys) {
    imported.set(
      keyId,
      await crypto.subtle.importKey("raw", bytes as BufferSource, "AES-KW", false, ["wrapKey", "unwrapKey"]),
    );
  }
  return { currentKeyId, keyIds: [...imported.keys()], keyFor: (keyId) => imported.get(keyId) };
}

/**
 * The keyring the settings describe. Outside development and test, DOCUMENT_KEYS is required and
 * may not contain the development key. In development and test the development key stays readable
 * (under its own id) even when real keys are set, so local documents can be rotated onto them.
 */
export async function loadDocumentKeyring(settings: DocumentKeySettings): Promise<DocumentKeyring> {
  const environment = settings.ENVIRONMENT || "development";
  const isLocal = environment === "development" || environment === "test";
  const developmentKey = await developmentKeyBytes();
  if (!settings.DOCUMENT_KEYS?.trim()) {
    if (!isLocal) throw new ConfigurationError("DOCUMENT_KEYS must be set outside development and test");
    if (settings.DOCUMENT_KEY_CURRENT && settings.DOCUMENT_KEY_CURRENT !== DEVELOPMENT_KEY_ID) {
      throw new ConfigurationError("DOCUMENT_KEY_CURRENT is set but DOCUMENT_KEYS is not");
    }
    return createDocumentKeyring(new Map([[DEVELOPMENT_KEY_ID, developmentKey]]), DEVELOPMENT_KEY_ID);
  }
  const keys = parseKeys(settings.DOCUMENT_KEYS);
  if (!isLocal && [...keys.values()].some((bytes) => sameBytes(bytes, developmentKey))) {
    throw new ConfigurationError("DOCUMENT_KEYS contains the public development key");
  }
  const current = settings.DOCUMENT_KEY_CURRENT?.trim() || (keys.size === 1 ? [...keys.keys()][0] : undefined);
  if (!current) throw new ConfigurationError("DOCUMENT_KEY_CURRENT must name one of several DOCUMENT_KEYS");
  if (isLocal && !keys.has(DEVELOPMENT_KEY_ID)) keys.set(DEVELOPMENT_KEY_ID, developmentKey);
  return createDocumentKeyring(keys, current);
}
