/**
 * Why a stored document could not be opened. The route layer maps every one of these to a refusal
 * (the bytes are never served): "missing-body" is the only one that is not a sign of tampering,
 * misconfiguration or corruption, and it too must not fall back to anything.
 */
export type DocumentDecryptionFailure =
  /** The row names a key-encryption key that DOCUMENT_KEYS no longer (or never) held. */
  | "unknown-key"
  /** The wrapped data key did not unwrap: a wrong KEK under that id, or an altered wrapped key. */
  | "key-unwrap-failed"
  /** AES-GCM refused the body: altered ciphertext, header or IV, or a body of another document. */
  | "authentication-failed"
  /** The decrypted body does not hash to the row's contentSha256. */
  | "digest-mismatch"
  /** The stored object is not in our format (too short, unknown magic or version). */
  | "malformed"
  /** The row lacks an encryption key id or wrapped key; unencrypted bodies are never served. */
  | "missing-key-material"
  /** No object in R2 at the row's filePath. */
  | "missing-body";

export class DocumentDecryptionError extends Error {
  override name = "DocumentDecryptionError";

  constructor(
    readonly reason: DocumentDecryptionFailure,
    readonly documentId: string,
  ) {
    // The message names the document and the reason, never key material.
    super(`Document ${documentId} refused: ${reason}`);
  }
}
