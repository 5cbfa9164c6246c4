import { decodeBase64, encodeBase64 } from "@oslojs/encoding";

/**
 * Password hashing with PBKDF2-HMAC-SHA256 through WebCrypto, which runs the same in workerd and in
 * Node (the seed and the admin CLI). Production Workers refuse more than 100,000 iterations, so that
 * is the ceiling (docs/decisions/0003-password-hashing.md). The parameters are stored in the hash
 * string, so a later, stronger setting can re-hash on the next successful sign-in.
 */
export const PBKDF2_MAX_ITERATIONS = 100_000;
export const PASSWORD_PARAMETERS = {
  algorithm: "pbkdf2_sha256",
  iterations: 100_000,
  saltBytes: 16,
  keyBytes: 32,
} as const;

const encoder = new TextEncoder();

async function derive(password: string, salt: Uint8Array, iterations: number, keyBytes: number): Promise<Uint8Array> {
  if (iterations > PBKDF2_MAX_ITERATIONS) throw new RangeError(`PBKDF2 iterations above ${PBKDF2_MAX_ITERATIONS}`);
  const key = await crypto.subtle.importKey("raw", encoder.encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits(
    { name: "PBKDF2", hash: "SHA-256", salt: salt as BufferSource, iterations },
    key,
    keyBytes * 8,
  );
  return new Uint8Array(bits);
}

export async function hashPassword(password: string): Promise<string> {
  const { algorithm, iterations, saltBytes, keyBytes } = PASSWORD_PARAMETERS;
  const salt = crypto.getRandomValues(new Uint8Array(saltBytes));
  const hash = await derive(password, salt, iterations, keyBytes);
  return `${algorithm}$${iterations}$${encodeBase64(salt)}$${encodeBase64(hash)}`;
}

/** Compares in constant time; an unreadable stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algorithm, iterationsText, saltText, hashText] = stored.split("$");
  const iterations = Number(iterationsText);
  if (algorithm !== PASSWORD_PARAMETERS.algorithm || !Number.isInteger(iterations) || !saltText || !hashText)
    return false;
  if (iterations < 1 || iterations > PBKDF2_MAX_ITERATIONS) return false;
  const expected = decodeBase64(hashText);
  const actual = await derive(password, decodeBase64(saltText), iterations, expected.length);
  return constantTimeEqual(actual, expected);
}

/** True when a stored hash uses weaker parameters than today's and should be replaced. */
export function needsRehash(stored: string): boolean {
  const [algorithm, iterations] = stored.split("$");
  return algorithm !== PASSWORD_PARAMETERS.algorithm || Number(iterations) < PASSWORD_PARAMETERS.iterations;
}

export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index++) difference |= (a[index] ?? 0) ^ (b[index] ?? 0);
  return difference === 0;
}
