import { ACCOUNT_MESSAGES as M } from "@truerate/domain/validation/account";
import { describe, expect, it } from "vitest";
import { RESEND_MESSAGE } from "../src/services/accounts/resend-verification";
import { SIGN_IN_FAILED_MESSAGE, VERIFY_FIRST_MESSAGE } from "../src/services/accounts/sign-in";
import { VERIFY_MESSAGES } from "../src/services/accounts/verify-email";
import { createUser, PASSWORD, registrationFor, uniqueEmail, userRow } from "./support/accounts";
import { expectFieldError, expectProblem, expectThrottled } from "./support/assertions";
import { type Browser, browser, call, sessionCookieOf } from "./support/call";
import { MINUTE, TestClock } from "./support/clock";
import { codeIn, outbox, waitForMail } from "./support/mail";
import { insertRegistryRecord } from "./support/registry";

/** Registers a carrier through the API and returns its e-mail and the code from the outbox. */
async function registerCarrier(client: Browser) {
  const payload = registrationFor("carrier", await insertRegistryRecord("carrier"));
  const response = await call("register", { body: payload, as: client });
  expect(response.status, response.describe).toBe(201);
  const email = String(payload.email);
  return { email, code: codeIn(await waitForMail(email, "account-verification")) };
}

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("POST /api/verify-email", () => {
  it("verifies the address, signs the user in and sends the welcome e-mail", async () => {
    const client = browser();
    const { email, code } = await registerCarrier(client);

    const response = await call("verifyEmail", { body: { email, verificationCode: code }, as: client });

    expect(response.status, response.describe).toBe(200);
    expect(response.body).toMatchObject({
      ok: true,
      message: "Email verified successfully",
      user: { email, verified: true },
    });
    expect(sessionCookieOf(response)?.value, "session cookie").toMatch(/^[a-z2-7]{32}$/);
    expect(await userRow(email)).toMatchObject({
      verified: 1,
      verification_code_hash: null,
      verification_code_expiry: null,
    });
    const me = await call("getCurrentUser", { as: client });
    expect(me.status, me.describe).toBe(200);
    const welcome = await waitForMail(email, "welcome");
    expect(welcome.subject).toBe("Welcome to TrueRate");
  });

  it("refuses a wrong code and counts down the tries", async () => {
    const client = browser();
    const { email, code } = await registerCarrier(client);

    const response = await call("verifyEmail", { body: { email, verificationCode: otherCode(code) }, as: client });

    expectProblem(response, 400, "BAD_REQUEST", VERIFY_MESSAGES.invalid);
    expect(response.body.details, response.describe).toMatchObject({
      reason: "invalid",
      attemptsRemaining: 4,
      fields: { verificationCode: [VERIFY_MESSAGES.invalid] },
    });
    expect(client.token).toBeNull();
  });

  it("refuses the right code after 15 minutes", async () => {
    const clock = new TestClock();
    const client = browser({ clock });
    const { email, code } = await registerCarrier(client);

    clock.advance(15 * MINUTE);
    const response = await call("verifyEmail", { body: { email, verificationCode: code }, as: client });

    expectProblem(response, 400, "BAD_REQUEST", VERIFY_MESSAGES.expired);
    expect((await userRow(email))?.verified).toBe(0);
  });

  it("accepts the right code just before it expires", async () => {
    const clock = new TestClock();
    const client = browser({ clock });
    const { email, code } = await registerCarrier(client);

    clock.advance(15 * MINUTE - 1000);
    const response = await call("verifyEmail", { body: { email, verificationCode: code }, as: client });
    expect(response.status, response.describe).toBe(200);
  });

  it("refuses even the right code after 5 wrong tries", async () => {
    const client = browser();
    const { email, code } = await registerCarrier(client);
    for (let attempt = 1; attempt <= 5; attempt++) {
      const wrong = await call("verifyEmail", { body: { email, verificationCode: otherCode(code) }, as: client });
      expectProblem(wrong, 400, "BAD_REQUEST", VERIFY_MESSAGES.invalid);
      expect(wrong.body.details.attemptsRemaining, wrong.describe).toBe(5 - attempt);
    }

    const response = await call("verifyEmail", { body: { email, verificationCode: code }, as: client });

    expectProblem(response, 400, "BAD_REQUEST", VERIFY_MESSAGES.exhausted);
    expect(response.body.details.reason).toBe("exhausted");
  });

  it("answers an unknown e-mail exactly like a wrong code", async () => {
    const response = await call("verifyEmail", {
      body: {
        email: uniqueEmail(),
        verificationCode: "123456",
      },
      as: browser(),
    });
    expectProblem(response, 400, "BAD_REQUEST", VERIFY_MESSAGES.invalid);
  });

  it("answers 409 for an address that is already verified", async () => {
    const user = await createUser("carrier");
    const response = await call("verifyEmail", {
      body: {
        email: user.email,
        verificationCode: "123456",
      },
      as: browser(),
    });
    expectProblem(response, 409, "CONFLICT", VERIFY_MESSAGES.alreadyVerified);
  });

  it.each(["12345", "1234567", "abcdef"])("refuses the code %j: 'Verification code must be 6 digits'", async (code) => {
    const response = await call("verifyEmail", {
      body: { email: uniqueEmail(), verificationCode: code },
      as: browser(),
    });
    expectFieldError(response, "verificationCode", M.verificationCode);
  });

  it("refuses a bad e-mail with docs/product.md's message", async () => {
    const response = await call("verifyEmail", { body: { email: "x", verificationCode: "123456" }, as: browser() });
    expectFieldError(response, "email", M.email);
  });

  it("throttles an address after 15 wrong codes across resends (429 + Retry-After)", async () => {
    const clock = new TestClock();
    const client = browser({ clock });
    const { email } = await registerCarrier(client);
    for (let round = 1; round <= 3; round++) {
      for (let attempt = 0; attempt < 5; attempt++) {
        const wrong = await call("verifyEmail", { body: { email, verificationCode: "000000" }, as: client });
        // 000000 could be the real code once in a million runs; the status says which.
        expect([400], wrong.describe).toContain(wrong.status);
      }
      clock.advance(61_000);
      const resent = await call("resendVerification", { body: { email }, as: client });
      expect(resent.status, resent.describe).toBe(200);
    }

    const code = codeIn(await waitForMail(email, "account-verification", 4));
    const response = await call("verifyEmail", { body: { email, verificationCode: code }, as: client });

    expect(expectThrottled(response)).toBeGreaterThan(55 * 60);
  });
});

describe("POST /api/resend-verification", () => {
  it("sends nothing again within a minute of the last code, and answers a second request in the minute with 429, for every address alike", async () => {
    const clock = new TestClock();
    const client = browser({ clock });
    const { email } = await registerCarrier(client);
    const unknown = uniqueEmail();

    clock.advance(20_000);
    for (const address of [email, unknown]) {
      const first = await call("resendVerification", { body: { email: address }, as: client });
      expect(first.body, first.describe).toEqual({ ok: true, message: RESEND_MESSAGE });
    }
    expect(await outbox(email)).toHaveLength(1);
    clock.advance(20_000);
    for (const address of [email, unknown]) {
      expect(expectThrottled(await call("resendVerification", { body: { email: address }, as: client }))).toBe(40);
    }
  });

  it("sends a new code after a minute; the old code stops working, the new one works", async () => {
    const clock = new TestClock();
    const client = browser({ clock });
    const { email, code: oldCode } = await registerCarrier(client);

    clock.advance(60_000);
    const response = await call("resendVerification", { body: { email }, as: client });

    expect(response.status, response.describe).toBe(200);
    expect(response.body).toEqual({ ok: true, message: RESEND_MESSAGE });
    const newCode = codeIn(await waitForMail(email, "account-verification", 2));
    if (newCode !== oldCode) {
      const stale = await call("verifyEmail", { body: { email, verificationCode: oldCode }, as: client });
      expectProblem(stale, 400, "BAD_REQUEST", VERIFY_MESSAGES.invalid);
    }
    const fresh = await call("verifyEmail", { body: { email, verificationCode: newCode }, as: client });
    expect(fresh.status, fresh.describe).toBe(200);
  });

  it("gives a fresh code 5 new tries", async () => {
    const clock = new TestClock();
    const client = browser({ clock });
    const { email, code } = await registerCarrier(client);
    for (let attempt = 0; attempt < 5; attempt++)
      await call("verifyEmail", { body: { email, verificationCode: otherCode(code) }, as: client });

    clock.advance(61_000);
    await call("resendVerification", { body: { email }, as: client });
    const newCode = codeIn(await waitForMail(email, "account-verification", 2));
    const response = await call("verifyEmail", { body: { email, verificationCode: newCode }, as: client });

    expect(response.status, response.describe).toBe(200);
  });

  it("answers unknown and verified addresses the same, and sends them nothing", async () => {
    const client = browser();
    const verified = await createUser("carrier");
    const unknown = uniqueEmail();
    const answers = await Promise.all([
      call("resendVerification", { body: { email: unknown }, as: client }),
      call("resendVerification", { body: { email: verified.email }, as: client }),
    ]);
    for (const answer of answers) expect(answer.body, answer.describe).toEqual({ ok: true, message: RESEND_MESSAGE });
    expect(await outbox(unknown)).toEqual([]);
    expect(await outbox(verified.email)).toEqual([]);
  });

  it("refuses a bad e-mail with docs/product.md's message", async () => {
    expectFieldError(await call("resendVerification", { body: { email: "nope" }, as: browser() }), "email", M.email);
  });
});

describe("unverified accounts", () => {
  it("cannot sign in: 403 with a clear message and needsVerification for the resend offer", async () => {
    const client = browser();
    const { email } = await registerCarrier(client);

    const response = await call("login", { body: { email, password: PASSWORD }, as: client });

    expectProblem(response, 403, "FORBIDDEN", VERIFY_FIRST_MESSAGE);
    expect(response.body.details, response.describe).toEqual({ needsVerification: true, email });
    expect(sessionCookieOf(response), "no session").toBeNull();
  });

  it("get the generic failure for a wrong password, revealing nothing about verification", async () => {
    const client = browser();
    const { email } = await registerCarrier(client);
    const response = await call("login", { body: { email, password: "wrong password" }, as: client });
    expectProblem(response, 401, "UNAUTHENTICATED", SIGN_IN_FAILED_MESSAGE);
    expect(response.body.details).toBeUndefined();
  });
});
