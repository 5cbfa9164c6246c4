import { env } from "cloudflare:workers";
import { ACCOUNT_MESSAGES as M } from "@truerate/domain/validation/account";
import { describe, expect, it } from "vitest";
import { RESET_REQUEST_MESSAGE } from "../src/services/accounts/request-password-reset";
import { RESET_MESSAGES } from "../src/services/accounts/reset-password";
import { sha256Hex } from "../src/services/accounts/tokens";
import { createUser, sessionCount, signIn, uniqueEmail, userRow } from "./support/accounts";
import { expectFieldError, expectProblem, expectThrottled, withoutRequestId } from "./support/assertions";
import { TestClient, uniqueIp } from "./support/client";
import { MINUTE, TestClock } from "./support/clock";
import { outbox, resetTokenIn, waitForMail } from "./support/mail";

const NEW_PASSWORD = "a brand new passphrase";

async function requestReset(client: TestClient, email: string, count = 1) {
  const response = await client.post("/api/reset-password-request", { email });
  expect(response.status, response.describe).toBe(200);
  return resetTokenIn(await waitForMail(email, "password-reset", count));
}

describe("POST /api/reset-password-request", () => {
  it("answers identically for an existing and an unknown address, and mails only the existing one", async () => {
    const user = await createUser("carrier");
    const unknown = uniqueEmail();
    const client = new TestClient();

    const existing = await client.post("/api/reset-password-request", { email: user.email });
    const missing = await client.post("/api/reset-password-request", { email: unknown });

    expect(existing.status, existing.describe).toBe(200);
    expect(missing.status, missing.describe).toBe(200);
    expect(withoutRequestId(existing)).toEqual({ ok: true, message: RESET_REQUEST_MESSAGE });
    expect(withoutRequestId(missing)).toEqual(withoutRequestId(existing));
    expect([...existing.headers.keys()].sort()).toEqual([...missing.headers.keys()].sort());

    const mail = await waitForMail(user.email, "password-reset");
    expect(mail.text).toContain("http://api.test/reset-password/");
    expect(await outbox(unknown)).toEqual([]);
  });

  it("stores only the token's hash, valid for one hour", async () => {
    const user = await createUser("carrier");
    const clock = new TestClock();
    const token = await requestReset(new TestClient({ clock }), user.email);
    const row = await userRow(user.email);
    expect(row?.reset_token_hash).toBe(sha256Hex(token));
    expect(row?.reset_token_expiry).toBe(clock.now() + 60 * MINUTE);
    expect(token, "≥ 256 bits, base64url").toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("refuses a bad e-mail with the spec's message", async () => {
    expectFieldError(await new TestClient().post("/api/reset-password-request", { email: "nope" }), "email", M.email);
  });

  it("backs off after 5 requests per address, the same for unknown addresses (429 + Retry-After)", async () => {
    const user = await createUser("carrier");
    const unknown = uniqueEmail();
    for (const email of [user.email, unknown]) {
      const client = new TestClient({ ip: uniqueIp() });
      for (let request = 0; request < 5; request++) {
        const response = await client.post("/api/reset-password-request", { email });
        expect(response.status, response.describe).toBe(200);
      }
      expect(expectThrottled(await client.post("/api/reset-password-request", { email }))).toBe(60);
    }
  });

  it("slows an office behind one address by at most a minute, instead of locking it out for an hour", async () => {
    const office = new TestClient({ ip: uniqueIp() });
    for (let request = 0; request < 21; request++) {
      const response = await office.post("/api/reset-password-request", { email: uniqueEmail() });
      expect(response.status, response.describe).toBe(200);
    }
    expect(
      expectThrottled(await office.post("/api/reset-password-request", { email: uniqueEmail() })),
    ).toBeLessThanOrEqual(60);
  });
});

describe("POST /api/reset-password/{token}", () => {
  it("sets the new password, revokes every session, and verifies the address", async () => {
    const user = await createUser("carrier");
    const laptop = new TestClient();
    const phone = new TestClient();
    await signIn(laptop, user);
    await signIn(phone, user);
    // As after an e-mail change that was not confirmed yet: following the link proves the address.
    await env.DB.prepare("UPDATE users SET verified = 0 WHERE id = ?1").bind(user.id).run();
    const token = await requestReset(new TestClient(), user.email);

    const response = await new TestClient().post(`/api/reset-password/${token}`, {
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });

    expect(response.status, response.describe).toBe(200);
    expect(response.body).toEqual({ ok: true, message: RESET_MESSAGES.done });
    expect(await sessionCount(user.id), "sessions revoked").toBe(0);
    expectProblem(await laptop.get("/api/user"), 401, "UNAUTHENTICATED");
    expectProblem(await phone.get("/api/user"), 401, "UNAUTHENTICATED");
    expect(await userRow(user.email)).toMatchObject({ verified: 1, reset_token_hash: null, reset_token_expiry: null });
    expectProblem(
      await new TestClient().post("/api/login", { email: user.email, password: user.password }),
      401,
      "UNAUTHENTICATED",
    );
    await signIn(new TestClient(), { email: user.email, password: NEW_PASSWORD });
  });

  it("works once: the same link a second time is refused", async () => {
    const user = await createUser("carrier");
    const token = await requestReset(new TestClient(), user.email);
    const client = new TestClient();
    expect((await client.post(`/api/reset-password/${token}`, { password: NEW_PASSWORD })).status).toBe(200);

    const reused = await client.post(`/api/reset-password/${token}`, { password: "another new password" });

    expectProblem(reused, 400, "BAD_REQUEST", RESET_MESSAGES.invalid);
    await signIn(new TestClient(), { email: user.email, password: NEW_PASSWORD });
  });

  it("refuses a link older than one hour", async () => {
    const user = await createUser("carrier");
    const clock = new TestClock();
    const client = new TestClient({ clock });
    const token = await requestReset(client, user.email);

    clock.advance(60 * MINUTE);
    const response = await client.post(`/api/reset-password/${token}`, { password: NEW_PASSWORD });

    expectProblem(response, 400, "BAD_REQUEST", RESET_MESSAGES.expired);
    expect((await userRow(user.email))?.reset_token_hash, "expired token cleared").toBeNull();
  });

  it("accepts a link just inside its hour", async () => {
    const user = await createUser("carrier");
    const clock = new TestClock();
    const client = new TestClient({ clock });
    const token = await requestReset(client, user.email);
    clock.advance(59 * MINUTE);
    expect((await client.post(`/api/reset-password/${token}`, { password: NEW_PASSWORD })).status).toBe(200);
  });

  it("honours only the newest link", async () => {
    const user = await createUser("carrier");
    const client = new TestClient();
    const first = await requestReset(client, user.email, 1);
    const second = await requestReset(client, user.email, 2);
    expect(second).not.toBe(first);

    expectProblem(await client.post(`/api/reset-password/${first}`, { password: NEW_PASSWORD }), 400, "BAD_REQUEST");
    expect((await client.post(`/api/reset-password/${second}`, { password: NEW_PASSWORD })).status).toBe(200);
  });

  it("refuses a made-up token", async () => {
    const response = await new TestClient().post(`/api/reset-password/${"x".repeat(43)}`, { password: NEW_PASSWORD });
    expectProblem(response, 400, "BAD_REQUEST", RESET_MESSAGES.invalid);
  });

  it.each([
    [{ password: "short", confirmPassword: "short" }, "password", M.passwordTooShort],
    [{ password: NEW_PASSWORD, confirmPassword: "something else" }, "confirmPassword", M.passwordsDoNotMatch],
  ])("refuses %j with the spec's message, leaving the link usable", async (body, field, message) => {
    const user = await createUser("carrier");
    const token = await requestReset(new TestClient(), user.email);
    expectFieldError(await new TestClient().post(`/api/reset-password/${token}`, body), field, message);
    expect((await userRow(user.email))?.reset_token_hash).toBe(sha256Hex(token));
  });
});
