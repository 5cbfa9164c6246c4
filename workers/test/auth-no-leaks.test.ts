import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createAdmin } from "../src/services/accounts/create-admin";
import { PASSWORD, registrationFor, uniqueEmail } from "./support/accounts";
import { browser, type CallResponse, call } from "./support/call";
import { testContext } from "./support/context";
import { codeIn, resetTokenIn, waitForMail } from "./support/mail";
import { insertRegistryRecord } from "./support/registry";

const FORBIDDEN_KEYS =
  /^(password|passwordHash|password_hash|verificationCode|verificationCodeHash|verificationToken|resetToken|resetTokenHash|tokenHash|sessionId|stripeCustomerId|stripeSubscriptionId)$/;

/** Every stored secret seen so far: password hashes, code and token hashes, session ids. */
const secrets = new Set<string>();
async function collectSecrets() {
  const users = await env.DB.prepare("SELECT password_hash, verification_code_hash, reset_token_hash FROM users").all<
    Record<string, string | null>
  >();
  for (const row of users.results) for (const value of Object.values(row)) if (value) secrets.add(value);
  const sessions = await env.DB.prepare("SELECT id FROM sessions").all<{ id: string }>();
  for (const row of sessions.results) secrets.add(row.id);
}

function keysOf(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) keysOf(item, found);
  else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      found.push(key);
      keysOf(inner, found);
    }
  }
  return found;
}

describe("no response leaks a secret", () => {
  it("across a whole account journey: no password, hash, code hash, session id, or raw reset token", async () => {
    const client = browser();
    const other = browser();
    const rawResetTokens: string[] = [];
    const step = async <T>(work: Promise<T>) => {
      const result = await work;
      await collectSecrets();
      return result;
    };

    const payload = registrationFor("carrier", await insertRegistryRecord("carrier"));
    const email = String(payload.email);
    await step(call("register", { body: payload, as: client }));
    await step(call("register", { body: payload, as: client })); // 409
    const code = codeIn(await waitForMail(email, "account-verification"));
    await step(call("login", { body: { email, password: PASSWORD }, as: client })); // 403 unverified
    await step(call("verifyEmail", { body: { email, verificationCode: code }, as: client }));
    await step(call("getCurrentUser", { as: client }));
    await step(
      call("updateCurrentUser", {
        body: { companyName: "Journey Trucking LLC", trailerTypes: ["reefer"] },
        as: client,
      }),
    );
    await step(call("logout", { as: client }));
    await step(call("login", { body: { email, password: "wrong password" }, as: client }));
    await step(call("login", { body: { email, password: PASSWORD }, as: client }));

    await step(call("requestPasswordReset", { body: { email }, as: other }));
    const token = resetTokenIn(await waitForMail(email, "password-reset"));
    rawResetTokens.push(token);
    await step(call("resetPassword", { params: { token }, body: { password: "journey new password" }, as: other }));
    await step(call("resetPassword", { params: { token }, body: { password: "journey new password" }, as: other })); // reused
    await step(call("getCurrentUser", { as: client })); // revoked
    await step(call("login", { body: { email, password: "journey new password" }, as: client }));

    const broker = registrationFor("broker", await insertRegistryRecord("broker"));
    await step(call("register", { body: broker, as: other }));
    const adminEmail = uniqueEmail("admin");
    await createAdmin(testContext(), { email: adminEmail, password: PASSWORD });
    await step(call("login", { body: { email: adminEmail, password: PASSWORD }, as: other }));
    await step(call("getCurrentUser", { as: other }));
    await step(
      call("updateCurrentUser", {
        body: { email: uniqueEmail("moved"), currentPassword: "journey new password" },
        as: client,
      }),
    );
    await step(call("deleteCurrentUser", { body: { currentPassword: "journey new password" }, as: client }));

    const responses: CallResponse[] = [...client.log, ...other.log];
    expect(responses.length).toBeGreaterThan(15);
    for (const response of responses) {
      const headers = [...response.headers.entries()]
        .filter(([name]) => name !== "set-cookie")
        .map(([name, value]) => `${name}: ${value}`);
      const visible = `${response.text}\n${headers.join("\n")}`;
      for (const secret of [...secrets, ...rawResetTokens]) {
        expect(visible.includes(secret), `a secret appears in ${response.describe}`).toBe(false);
      }
      expect(visible, response.describe).not.toContain(PASSWORD);
      expect(visible, response.describe).not.toMatch(/pbkdf2_sha256\$/);
      const leakedKeys = keysOf(response.body).filter((key) => FORBIDDEN_KEYS.test(key));
      expect(leakedKeys, response.describe).toEqual([]);
    }
    expect(secrets.size, "the journey produced secrets to look for").toBeGreaterThan(5);
  });
});
