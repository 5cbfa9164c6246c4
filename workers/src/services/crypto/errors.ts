/** Why an envelope could not be opened or re-wrapped; each caller turns it into its own refusal. */
export type EnvelopeFailure =
  /** The value names a key-encryption key the keyring no longer (or never) held. */
  | "unknown-key"
  /** The wrapped data key did not unwrap: a wrong KEK under that id, or an altered wrapped key. */
  | "key-unwrap-failed"
  /** AES-GCM refused the ciphertext: altered bytes, or additional data of another value. */
  | "authentication-failed";

export class EnvelopeError extends Error {
  override name = "EnvelopeError";

  constructor(readonly reason: EnvelopeFailure) {
    // The reason only, never key material.
    super(`envelope refused: ${reason}`);
  }
}

/** Runs an envelope step and turns its refusal into the caller's own error (naming what was refused). */
export async function refusingAs<T>(step: Promise<T>, refusal: (reason: EnvelopeFailure) => Error): Promise<T> {
  try {
    return await step;
  } catch (error) {
    if (error instanceof EnvelopeError) throw refusal(error.reason);
    throw error;
  }
}
