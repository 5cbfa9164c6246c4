import { encodeBase64 } from "@oslojs/encoding";
import { describe, expect, it } from "vitest";
import { ConfigurationError } from "../../core/env";
import { DEVELOPMENT_KEY_ID, loadDocumentKeyring } from "./keyring";

const randomKey = () => encodeBase64(crypto.getRandomValues(new Uint8Array(32)));
const developmentKeyBase64 = async () =>
  encodeBase64(
    new Uint8Array(
      await crypto.subtle.digest(
        "SHA-256",
        new TextEncoder().encode("TrueRate local development document KEK - public, never for production"),
      ),
    ),
  );

describe("loadDocumentKeyring", () => {
  it("uses the marked development key when no keys are set in development or test", async () => {
    for (const ENVIRONMENT of [undefined, "development", "test"]) {
      const keyring = await loadDocumentKeyring({ ENVIRONMENT });
      expect(keyring.currentKeyId).toBe(DEVELOPMENT_KEY_ID);
      expect(keyring.keyFor(DEVELOPMENT_KEY_ID)?.extractable).toBe(false);
    }
  });

  it("refuses to run without keys in production, or in an environment it does not know", async () => {
    await expect(loadDocumentKeyring({ ENVIRONMENT: "production" })).rejects.toThrow(ConfigurationError);
    await expect(loadDocumentKeyring({ ENVIRONMENT: "staging" })).rejects.toThrow(ConfigurationError);
  });

  it("refuses the public development key in production, under any id", async () => {
    const DOCUMENT_KEYS = JSON.stringify({ k1: await developmentKeyBase64() });
    await expect(loadDocumentKeyring({ ENVIRONMENT: "production", DOCUMENT_KEYS })).rejects.toThrow(/development key/);
  });

  it("loads configured keys, with the current one named, and keeps the development key readable locally", async () => {
    const DOCUMENT_KEYS = JSON.stringify({ k1: randomKey(), k2: randomKey() });
    const production = await loadDocumentKeyring({
      ENVIRONMENT: "production",
      DOCUMENT_KEYS,
      DOCUMENT_KEY_CURRENT: "k2",
    });
    expect(production.currentKeyId).toBe("k2");
    expect([...production.keyIds].sort()).toEqual(["k1", "k2"]);
    const local = await loadDocumentKeyring({ ENVIRONMENT: "development", DOCUMENT_KEYS, DOCUMENT_KEY_CURRENT: "k1" });
    expect(local.keyFor(DEVELOPMENT_KEY_ID)).toBeDefined();
  });

  it("takes a single key as the current one", async () => {
    const keyring = await loadDocumentKeyring({
      ENVIRONMENT: "production",
      DOCUMENT_KEYS: JSON.stringify({ only: randomKey() }),
    });
    expect(keyring.currentKeyId).toBe("only");
  });

  it.each([
    ["not JSON", "k1=abc"],
    ["an array", "[]"],
    ["an empty object", "{}"],
    ["a short key", JSON.stringify({ k1: encodeBase64(new Uint8Array(16)) })],
    ["a key that is not base64", JSON.stringify({ k1: "not base64!" })],
    ["a bad key id", JSON.stringify({ "k 1": randomKey() })],
  ])("refuses DOCUMENT_KEYS that is %s", async (_label, DOCUMENT_KEYS) => {
    await expect(loadDocumentKeyring({ ENVIRONMENT: "production", DOCUMENT_KEYS })).rejects.toThrow(ConfigurationError);
  });

  it("needs DOCUMENT_KEY_CURRENT to name a configured key when there are several", async () => {
    const DOCUMENT_KEYS = JSON.stringify({ k1: randomKey(), k2: randomKey() });
    await expect(loadDocumentKeyring({ ENVIRONMENT: "production", DOCUMENT_KEYS })).rejects.toThrow(
      /DOCUMENT_KEY_CURRENT/,
    );
    await expect(
      loadDocumentKeyring({ ENVIRONMENT: "production", DOCUMENT_KEYS, DOCUMENT_KEY_CURRENT: "k3" }),
    ).rejects.toThrow(/not in DOCUMENT_KEYS/);
  });

  it("never puts key material in its error messages", async () => {
    const secret = encodeBase64(new Uint8Array(31).fill(7));
    const error = await loadDocumentKeyring({
      ENVIRONMENT: "production",
      DOCUMENT_KEYS: JSON.stringify({ k1: secret }),
    }).catch((caught: unknown) => caught);
    expect(String(error)).not.toContain(secret);
  });
});
