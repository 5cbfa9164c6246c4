import { env } from "cloudflare:workers";
import { ACCOUNT_MESSAGES as M } from "@truerate/domain/validation/account";
import { describe, expect, it } from "vitest";
import { RESET_REQUEST_MESSAGE } from "../src/services/accounts/request-password-reset";
import { RESET_MESSAGES } from "../src/services/accounts/reset-password";
import { sha256Hex } from "../src/services/accounts/tokens";
import { createUser, sessionCount, signIn, uniqueEmail, userRow } from "./support/accounts";
import { expectFieldError, expectProblem, expectThrottled, withoutRequestId } from "./support/assertions";
import { type Browser, browser, call, uniqueIp } from "./support/call";
import { MINUTE, TestClock } from "./support/clock";
import { outbox, resetTokenIn, waitForMail } from "./support/mail";

const NEW_PASSWORD = "a brand new passphrase";

async function requestReset(client: Browser, email: string, count = 1) {
  const response = await call("requestPasswordReset", { body: { email }, as: client });
  expect(response.status, response.describe).toBe(200);
  return resetTokenIn(await waitForMail(email, "password-reset", count));
}

describe("POST /api/reset-password-request", () => {
  it("answers identically for an existing and an unknown address, and mails only the existing one", async () => {
    const user = await createUser("carrier");
    const unknown = uniqueEmail();
    const client = browser();

    const existing = await call("requestPasswordReset", { body: { email: user.email }, as: client });
    const missing = await call("requestPasswordReset", { body: { email: unknown }, as: client });

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
    const token = await requestReset(browser({ clock }), user.email);
    const row = await userRow(user.email);
    expect(row?.reset_token_hash).toBe(sha256Hex(token));
    expect(row?.reset_token_expiry).toBe(clock.now() + 60 * MINUTE);
    expect(token, "≥ 256 bits, base64url").toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("refuses a bad e-mail with docs/product.md's message", async () => {
    expectFieldError(await call("requestPasswordReset", { body: { email: "nope" }, as: browser() }), "email", M.email);
  });

  it("backs off after 5 requests per address, the same for unknown addresses (429 + Retry-After)", async () => {
    const user = await createUser("carrier");
    const unknown = uniqueEmail();
    for (const email of [user.email, unknown]) {
      const client = browser({ ip: uniqueIp() });
      for (let request = 0; request < 5; request++) {
        const response = await call("requestPasswordReset", { body: { email }, as: client });
        expect(response.status, response.describe).toBe(200);
      }
      expect(expectThrottled(await call("requestPasswordReset", { body: { email }, as: client }))).toBe(60);
    }
  });

  it("slows an office behind one address by at most a minute, instead of locking it out for an hour", async () => {
    const office = browser({ ip: uniqueIp() });
    for (let request = 0; request < 21; request++) {
      const response = await call("requestPasswordReset", { body: { email: uniqueEmail() }, as: office });
      expect(response.status, response.describe).toBe(200);
    }
    expect(
      expectThrottled(await call("requestPasswordReset", { body: { email: uniqueEmail() }, as: office })),
    ).toBeLessThanOrEqual(60);
  });
});

describe("POST /api/reset-password/{token}", () => {
  it("sets the new password, revokes every session, and verifies the address", async () => {
    const user = await createUser("carrier");
    const laptop = browser();
    const phone = browser();
    await signIn(laptop, user);
    await signIn(phone, user);
    // As after an e-mail change that was not confirmed yet: following the link proves the address.
    await env.DB.prepare("UPDATE users SET verified = 0 WHERE id = ?1").bind(user.id).run();
    const token = await requestReset(browser(), user.email);

    const response = await call("resetPassword", {
      params: { token },
      body: {
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      },
      as: browser(),
    });

    expect(response.status, response.describe).toBe(200);
    expect(response.body).toEqual({ ok: true, message: RESET_MESSAGES.done });
    expect(await sessionCount(user.id), "sessions revoked").toBe(0);
    expectProblem(await call("getCurrentUser", { as: laptop }), 401, "UNAUTHENTICATED");
    expectProblem(await call("getCurrentUser", { as: phone }), 401, "UNAUTHENTICATED");
    expect(await userRow(user.email)).toMatchObject({ verified: 1, reset_token_hash: null, reset_token_expiry: null });
    expectProblem(
      await call("login", { body: { email: user.email, password: user.password }, as: browser() }),
      401,
      "UNAUTHENTICATED",
    );
    await signIn(browser(), { email: user.email, password: NEW_PASSWORD });
  });

  it("works once: the same link a second time is refused", async () => {
    const user = await createUser("carrier");
    const token = await requestReset(browser(), user.email);
    const client = browser();
    expect(
      (await call("resetPassword", { params: { token }, body: { password: NEW_PASSWORD }, as: client })).status,
    ).toBe(200);

    const reused = await call("resetPassword", {
      params: { token },
      body: { password: "another new password" },
      as: client,
    });

    expectProblem(reused, 400, "BAD_REQUEST", RESET_MESSAGES.invalid);
    await signIn(browser(), { email: user.email, password: NEW_PASSWORD });
  });

  it("refuses a link older than one hour", async () => {
    const user = await createUser("carrier");
    const clock = new TestClock();
    const client = browser({ clock });
    const token = await requestReset(client, user.email);

    clock.advance(60 * MINUTE);
    const response = await call("resetPassword", { params: { token }, body: { password: NEW_PASSWORD }, as: client });

    expectProblem(response, 400, "BAD_REQUEST", RESET_MESSAGES.expired);
    expect((await userRow(user.email))?.reset_token_hash, "expired token cleared").toBeNull();
  });

  it("accepts a link just inside its hour", async () => {
    const user = await createUser("carrier");
    const clock = new TestClock();
    const client = browser({ clock });
    const token = await requestReset(client, user.email);
    clock.advance(59 * MINUTE);
    expect(
      (await call("resetPassword", { params: { token }, body: { password: NEW_PASSWORD }, as: client })).status,
    ).toBe(200);
  });

  it("honours only the newest link", async () => {
    const user = await createUser("carrier");
    const client = browser();
    const first = await requestReset(client, user.email, 1);
    const second = await requestReset(client, user.email, 2);
    expect(second).not.toBe(first);

    expectProblem(
      await call("resetPassword", { params: { token: first }, body: { password: NEW_PASSWORD }, as: client }),
      400,
      "BAD_REQUEST",
    );
    expect(
      (await call("resetPassword", { params: { token: second }, body: { password: NEW_PASSWORD }, as: client })).status,
    ).toBe(200);
  });

  it("refuses a made-up token", async () => {
    const response = await call("resetPassword", {
      params: { token: "x".repeat(43) },
      body: { password: NEW_PASSWORD },
      as: browser(),
    });
    expectProblem(response, 400, "BAD_REQUEST", RESET_MESSAGES.invalid);
  });

  it.each([
    [{ password: "short", confirmPassword: "short" }, "password", M.passwordTooShort],
    [{ password: NEW_PASSWORD, confirmPassword: "something else" }, "confirmPassword", M.passwordsDoNotMatch],
  ])("refuses %j with docs/product.md's message, leaving the link usable", async (body, field, message) => {
    const user = await createUser("carrier");
    const token = await requestReset(browser(), user.email);
    expectFieldError(await call("resetPassword", { params: { token }, body, as: browser() }), field, message);
    expect((await userRow(user.email))?.reset_token_hash).toBe(sha256Hex(token));
  });
});
