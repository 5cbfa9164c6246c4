import { expect } from "vitest";
import { createDocumentKeyring, type DocumentKeyring } from "./keyring";

/** For tests of what the envelope seals: keyrings from raw keys, and the reason a step was refused. */
export const randomKey = () => crypto.getRandomValues(new Uint8Array(32));

export const testKeyring = (keys: Record<string, Uint8Array>, current: string): Promise<DocumentKeyring> =>
  createDocumentKeyring(new Map(Object.entries(keys)), current);

/** A KEK of the bytes 0..31, named "2026-01": the key of the fixtures sealed by earlier code. */
export const FIXTURE_KEY_ID = "2026-01";
export const FIXTURE_KEK = Uint8Array.from({ length: 32 }, (_, index) => index);

/** The reason of the refusal `promise` must end in, an error of `errorClass`. */
export async function refusalReason<Reason>(
  promise: Promise<unknown>,
  errorClass: abstract new (...args: never[]) => Error & { reason: Reason },
): Promise<Reason> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(errorClass);
  return (error as InstanceType<typeof errorClass>).reason;
}
