import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { withLocalSecrets } from "./local-secrets.mjs";

const SECRETS = ["PARTNER_TOKEN_SECRET", "RESPONSE_LINK_SECRET", "DOCUMENT_KEYS"];

/** Reads dotenv text the way Node does (wrangler reads the same syntax). */
function parse(text: string): Record<string, string> {
  const parsed: Record<string, string> = {};
  for (const line of text.split("\n")) {
    const match = /^([A-Z_]+)=(.*)$/.exec(line);
    if (match?.[1]) parsed[match[1]] = (match[2] ?? "").replace(/^'(.*)'$/, "$1");
  }
  return parsed;
}

describe("local secrets", () => {
  it("are generated on the first run: random, long enough, and a keyring of one 32-byte key", () => {
    const first = withLocalSecrets("");
    const second = withLocalSecrets("");
    expect(first.added).toEqual(SECRETS);
    const values = parse(first.text);
    const others = parse(second.text);
    for (const name of ["PARTNER_TOKEN_SECRET", "RESPONSE_LINK_SECRET"]) {
      expect(values[name]?.length).toBeGreaterThanOrEqual(32);
      expect(values[name]).not.toBe(others[name]);
    }
    const keyring = JSON.parse(values.DOCUMENT_KEYS ?? "") as Record<string, string>;
    const [[keyId, key]] = Object.entries(keyring) as [[string, string]];
    expect(keyId).toMatch(/^[A-Za-z0-9._-]{1,32}$/);
    expect(Buffer.from(key, "base64")).toHaveLength(32);
  });

  it("keep the values already there, fill in empty ones, and leave other settings alone", () => {
    const existing =
      "STRIPE_SECRET_KEY=sk_test_x\nPARTNER_TOKEN_SECRET=kept-value-of-at-least-32-characters\nRESPONSE_LINK_SECRET=\n";
    const { text, added } = withLocalSecrets(existing, randomBytes);
    expect(added).toEqual(["RESPONSE_LINK_SECRET", "DOCUMENT_KEYS"]);
    expect(text.startsWith(existing)).toBe(true);
    const values = parse(text);
    expect(values.PARTNER_TOKEN_SECRET).toBe("kept-value-of-at-least-32-characters");
    expect(values.RESPONSE_LINK_SECRET?.length).toBeGreaterThanOrEqual(32);
    expect(withLocalSecrets(text)).toEqual({ text, added: [] });
  });
});
