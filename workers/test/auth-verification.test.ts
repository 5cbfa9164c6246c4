import { ACCOUNT_MESSAGES as M } from "@truerate/domain/validation/account";
import { describe, expect, it } from "vitest";
import { RESEND_MESSAGE } from "../src/services/accounts/resend-verification";
import { SIGN_IN_FAILED_MESSAGE, VERIFY_FIRST_MESSAGE } from "../src/services/accounts/sign-in";
import { VERIFY_MESSAGES } from "../src/services/accounts/verify-email";
import { createUser, PASSWORD, registrationFor, uniqueEmail, userRow } from "./support/accounts";
import { expectFieldError, expectProblem, expectThrottled } from "./support/assertions";
import { sessionCookieOf, TestClient } from "./support/client";
import { MINUTE, TestClock } from "./support/clock";
import { codeIn, outbox, waitForMail } from "./support/mail";
import { insertRegistryRecord } from "./support/registry";

/** Registers a carrier through the API and returns its e-mail and the code from the outbox. */
async function registerCarrier(client: TestClient) {
  const payload = registrationFor("carrier", await insertRegistryRecord("carrier"));
  const response = await client.post("/api/register", payload);
  expect(response.status, response.describe).toBe(201);
  const email = String(payload.email);
  return { email, code: codeIn(await waitForMail(email, "account-verification")) };
}

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("POST /api/verify-email", () => {
  it("verifies the address, signs the user in and sends the welcome e-mail", async () => {
    const client = new TestClient();
    const { email, code } = await registerCarrier(client);

    const response = await client.post("/api/verify-email", { email, verificationCode: code });

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
    const me = await client.get("/api/user");
    expect(me.status, me.describe).toBe(200);
    const welcome = await waitForMail(email, "welcome");
    expect(welcome.subject).toBe("Welcome to TrueRate");
  });

  it("refuses a wrong code and counts down the tries", async () => {
    const client = new TestClient();
    const { email, code } = await registerCarrier(client);

    const response = await client.post("/api/verify-email", { email, verificationCode: otherCode(code) });

    expectProblem(response, 400, "BAD_REQUEST", VERIFY_MESSAGES.invalid);
    expect(response.body.details, response.describe).toMatchObject({
      reason: "invalid",
      attemptsRemaining: 4,
      fields: { verificationCode: [VERIFY_MESSAGES.invalid] },
    });
    expect(client.sessionToken).toBeNull();
  });

  it("refuses the right code after 15 minutes", async () => {
    const clock = new TestClock();
    const client = new TestClient({ clock });
    const { email, code } = await registerCarrier(client);

    clock.advance(15 * MINUTE);
    const response = await client.post("/api/verify-email", { email, verificationCode: code });

    expectProblem(response, 400, "BAD_REQUEST", VERIFY_MESSAGES.expired);
    expect((await userRow(email))?.verified).toBe(0);
  });

  it("accepts the right code just before it expires", async () => {
    const clock = new TestClock();
    const client = new TestClient({ clock });
    const { email, code } = await registerCarrier(client);

    clock.advance(15 * MINUTE - 1000);
    const response = await client.post("/api/verify-email", { email, verificationCode: code });
    expect(response.status, response.describe).toBe(200);
  });

  it("refuses even the right code after 5 wrong tries", async () => {
    const client = new TestClient();
    const { email, code } = await registerCarrier(client);
    for (let attempt = 1; attempt <= 5; attempt++) {
      const wrong = await client.post("/api/verify-email", { email, verificationCode: otherCode(code) });
      expectProblem(wrong, 400, "BAD_REQUEST", VERIFY_MESSAGES.invalid);
      expect(wrong.body.details.attemptsRemaining, wrong.describe).toBe(5 - attempt);
    }

    const response = await client.post("/api/verify-email", { email, verificationCode: code });

    expectProblem(response, 400, "BAD_REQUEST", VERIFY_MESSAGES.exhausted);
    expect(response.body.details.reason).toBe("exhausted");
  });

  it("answers an unknown e-mail exactly like a wrong code", async () => {
    const response = await new TestClient().post("/api/verify-email", {
      email: uniqueEmail(),
      verificationCode: "123456",
    });
    expectProblem(response, 400, "BAD_REQUEST", VERIFY_MESSAGES.invalid);
  });

  it("answers 409 for an address that is already verified", async () => {
    const user = await createUser("carrier");
    const response = await new TestClient().post("/api/verify-email", {
      email: user.email,
      verificationCode: "123456",
    });
    expectProblem(response, 409, "CONFLICT", VERIFY_MESSAGES.alreadyVerified);
  });

  it.each(["12345", "1234567", "abcdef"])("refuses the code %j: 'Verification code must be 6 digits'", async (code) => {
    const response = await new TestClient().post("/api/verify-email", { email: uniqueEmail(), verificationCode: code });
    expectFieldError(response, "verificationCode", M.verificationCode);
  });

  it("refuses a bad e-mail with the spec's message", async () => {
    const response = await new TestClient().post("/api/verify-email", { email: "x", verificationCode: "123456" });
    expectFieldError(response, "email", M.email);
  });

  it("throttles an address after 15 wrong codes across resends (429 + Retry-After)", async () => {
    const clock = new TestClock();
    const client = new TestClient({ clock });
    const { email } = await registerCarrier(client);
    for (let round = 1; round <= 3; round++) {
      for (let attempt = 0; attempt < 5; attempt++) {
        const wrong = await client.post("/api/verify-email", { email, verificationCode: "000000" });
        // 000000 could be the real code once in a million runs; the status says which.
        expect([400], wrong.describe).toContain(wrong.status);
      }
      clock.advance(61_000);
      const resent = await client.post("/api/resend-verification", { email });
      expect(resent.status, resent.describe).toBe(200);
    }

    const code = codeIn(await waitForMail(email, "account-verification", 4));
    const response = await client.post("/api/verify-email", { email, verificationCode: code });

    expect(expectThrottled(response)).toBeGreaterThan(55 * 60);
  });
});

describe("POST /api/resend-verification", () => {
  it("sends nothing again within a minute of the last code, and answers a second request in the minute with 429, for every address alike", async () => {
    const clock = new TestClock();
    const client = new TestClient({ clock });
    const { email } = await registerCarrier(client);
    const unknown = uniqueEmail();

    clock.advance(20_000);
    for (const address of [email, unknown]) {
      const first = await client.post("/api/resend-verification", { email: address });
      expect(first.body, first.describe).toEqual({ ok: true, message: RESEND_MESSAGE });
    }
    expect(await outbox(email)).toHaveLength(1);
    clock.advance(20_000);
    for (const address of [email, unknown]) {
      expect(expectThrottled(await client.post("/api/resend-verification", { email: address }))).toBe(40);
    }
  });

  it("sends a new code after a minute; the old code stops working, the new one works", async () => {
    const clock = new TestClock();
    const client = new TestClient({ clock });
    const { email, code: oldCode } = await registerCarrier(client);

    clock.advance(60_000);
    const response = await client.post("/api/resend-verification", { email });

    expect(response.status, response.describe).toBe(200);
    expect(response.body).toEqual({ ok: true, message: RESEND_MESSAGE });
    const newCode = codeIn(await waitForMail(email, "account-verification", 2));
    if (newCode !== oldCode) {
      const stale = await client.post("/api/verify-email", { email, verificationCode: oldCode });
      expectProblem(stale, 400, "BAD_REQUEST", VERIFY_MESSAGES.invalid);
    }
    const fresh = await client.post("/api/verify-email", { email, verificationCode: newCode });
    expect(fresh.status, fresh.describe).toBe(200);
  });

  it("gives a fresh code 5 new tries", async () => {
    const clock = new TestClock();
    const client = new TestClient({ clock });
    const { email, code } = await registerCarrier(client);
    for (let attempt = 0; attempt < 5; attempt++)
      await client.post("/api/verify-email", { email, verificationCode: otherCode(code) });

    clock.advance(61_000);
    await client.post("/api/resend-verification", { email });
    const newCode = codeIn(await waitForMail(email, "account-verification", 2));
    const response = await client.post("/api/verify-email", { email, verificationCode: newCode });

    expect(response.status, response.describe).toBe(200);
  });

  it("answers unknown and verified addresses the same, and sends them nothing", async () => {
    const client = new TestClient();
    const verified = await createUser("carrier");
    const unknown = uniqueEmail();
    const answers = await Promise.all([
      client.post("/api/resend-verification", { email: unknown }),
      client.post("/api/resend-verification", { email: verified.email }),
    ]);
    for (const answer of answers) expect(answer.body, answer.describe).toEqual({ ok: true, message: RESEND_MESSAGE });
    expect(await outbox(unknown)).toEqual([]);
    expect(await outbox(verified.email)).toEqual([]);
  });

  it("refuses a bad e-mail with the spec's message", async () => {
    expectFieldError(await new TestClient().post("/api/resend-verification", { email: "nope" }), "email", M.email);
  });
});

describe("unverified accounts", () => {
  it("cannot sign in: 403 with a clear message and needsVerification for the resend offer", async () => {
    const client = new TestClient();
    const { email } = await registerCarrier(client);

    const response = await client.post("/api/login", { email, password: PASSWORD });

    expectProblem(response, 403, "FORBIDDEN", VERIFY_FIRST_MESSAGE);
    expect(response.body.details, response.describe).toEqual({ needsVerification: true, email });
    expect(sessionCookieOf(response), "no session").toBeNull();
  });

  it("get the generic failure for a wrong password, revealing nothing about verification", async () => {
    const client = new TestClient();
    const { email } = await registerCarrier(client);
    const response = await client.post("/api/login", { email, password: "wrong password" });
    expectProblem(response, 401, "UNAUTHENTICATED", SIGN_IN_FAILED_MESSAGE);
    expect(response.body.details).toBeUndefined();
  });
});
