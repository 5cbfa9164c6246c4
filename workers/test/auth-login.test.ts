import { env } from "cloudflare:workers";
import { ACCOUNT_MESSAGES as M } from "@truerate/domain/validation/account";
import { describe, expect, it } from "vitest";
import { SESSION_EXPIRED_MESSAGE } from "../src/http/auth";
import { sessionIdOf } from "../src/services/accounts/sessions";
import { SIGN_IN_FAILED_MESSAGE } from "../src/services/accounts/sign-in";
import { createUser, sessionCount, signIn, uniqueEmail } from "./support/accounts";
import { expectFieldError, expectProblem, expectThrottled, withoutRequestId } from "./support/assertions";
import { type Browser, browser, call, sessionCookieOf, uniqueIp } from "./support/call";
import { DAY, TestClock } from "./support/clock";

const THIRTY_DAYS_SECONDS = 30 * 24 * 60 * 60;

const sessionRow = (token: string) =>
  env.DB.prepare("SELECT id, user_id, expires_at FROM sessions WHERE id = ?1")
    .bind(sessionIdOf(token))
    .first<{ id: string; user_id: string; expires_at: number }>();

describe("POST /api/login", () => {
  it("signs in with an HttpOnly, SameSite=Lax session cookie whose hash alone is stored", async () => {
    const user = await createUser("carrier");
    const client = browser();

    const response = await call("login", {
      body: { email: user.email.toUpperCase(), password: user.password },
      as: client,
    });

    expect(response.status, response.describe).toBe(200);
    expect(response.body).toMatchObject({
      ok: true,
      message: "Successfully logged in.",
      user: { id: user.id, email: user.email },
    });
    const cookie = sessionCookieOf(response);
    expect(cookie?.value, "160-bit base32 token").toMatch(/^[a-z2-7]{32}$/);
    expect(cookie?.attributes).toEqual(
      expect.arrayContaining(["Path=/", "HttpOnly", "SameSite=Lax", `Max-Age=${THIRTY_DAYS_SECONDS}`]),
    );
    expect(cookie?.attributes, "no Secure on plain http in tests").not.toContain("Secure");
    const row = await sessionRow(cookie?.value ?? "");
    expect(row?.user_id).toBe(user.id);
    expect(row?.id, "the stored id is the token's SHA-256").toMatch(/^[0-9a-f]{64}$/);
    expect(row?.id).not.toContain(cookie?.value ?? "");
  });

  it.each([
    ["an https request", { baseUrl: "https://api.test", bindings: { APP_ORIGIN: "https://api.test" } }],
    ["production, even over http", { bindings: { ENVIRONMENT: "production" } }],
  ])("marks the cookie Secure for %s", async (_case, options) => {
    const user = await createUser("carrier");
    const response = await call("login", {
      body: { email: user.email, password: user.password },
      as: browser(options),
    });
    expect(response.status, response.describe).toBe(200);
    expect(sessionCookieOf(response)?.attributes).toContain("Secure");
  });

  it("answers a wrong password and an unknown e-mail with the same generic message", async () => {
    const user = await createUser("carrier");
    const client = browser();

    const wrongPassword = await call("login", {
      body: { email: user.email, password: "not the password" },
      as: client,
    });
    const unknownEmail = await call("login", {
      body: { email: uniqueEmail(), password: "not the password" },
      as: client,
    });

    expectProblem(wrongPassword, 401, "UNAUTHENTICATED", SIGN_IN_FAILED_MESSAGE);
    expect(withoutRequestId(unknownEmail)).toEqual(withoutRequestId(wrongPassword));
    expect(unknownEmail.status).toBe(wrongPassword.status);
  });

  it.each([
    [{ email: "not-an-email", password: "long enough" }, "email", M.email],
    [{ email: "a@example.com", password: "short" }, "password", M.passwordTooShort],
  ])("refuses %j with docs/product.md's message", async (body, field, message) => {
    expectFieldError(await call("login", { body, as: browser() }), field, message);
  });

  it("replaces a session the browser already holds", async () => {
    const user = await createUser("carrier");
    const client = browser();
    await signIn(client, user);
    const first = client.token ?? "";

    await signIn(client, user);

    expect(client.token).not.toBe(first);
    expect(await sessionRow(first), "old session revoked").toBeNull();
    expect(await sessionCount(user.id)).toBe(1);
  });
});

describe("sign-in throttling", () => {
  const fail = (client: Browser, email: string) =>
    call("login", { body: { email, password: "wrong password" }, as: client });

  it("backs off the guessing address after 5 failures, doubling to 15 minutes; the owner elsewhere signs in", async () => {
    const user = await createUser("carrier");
    const clock = new TestClock();
    const guesser = browser({ clock, ip: uniqueIp() });
    for (let attempt = 0; attempt < 5; attempt++)
      expectProblem(await fail(guesser, user.email), 401, "UNAUTHENTICATED");

    const waits: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      const answer = await fail(guesser, user.email);
      expect(answer.status, answer.describe).toBe(401);
      const wait = expectThrottled(
        await call("login", { body: { email: user.email, password: user.password }, as: guesser }),
      );
      waits.push(wait);
      clock.advance(wait * 1000);
    }
    expect(waits.slice(0, 4)).toEqual([2, 4, 8, 16]);
    expect(Math.max(...waits)).toBe(15 * 60);

    const owner = await call("login", {
      body: {
        email: user.email,
        password: user.password,
      },
      as: browser({ clock, ip: uniqueIp() }),
    });
    expect(owner.status, owner.describe).toBe(200);
  });

  it("slows guessing spread over many addresses, at most a minute, never for an address that has not failed", async () => {
    const user = await createUser("carrier");
    const clock = new TestClock();
    const guessers = Array.from({ length: 12 }, () => browser({ clock, ip: uniqueIp() }));
    for (const guesser of guessers) await fail(guesser, user.email);
    const [first] = guessers;
    if (!first) throw new Error("no guesser");
    const waited = expectThrottled(
      await call("login", { body: { email: user.email, password: user.password }, as: first }),
    );
    expect(waited).toBeLessThanOrEqual(60);

    const owner = await call("login", {
      body: {
        email: user.email,
        password: user.password,
      },
      as: browser({ clock, ip: uniqueIp() }),
    });
    expect(owner.status, owner.describe).toBe(200);
  });

  it("slows an address failing across accounts after 20 failures by at most a minute, leaving other addresses alone", async () => {
    const clock = new TestClock();
    const office = browser({ clock, ip: uniqueIp() });
    for (let attempt = 0; attempt < 21; attempt++) await fail(office, uniqueEmail());
    const user = await createUser("carrier");

    const wait = expectThrottled(
      await call("login", { body: { email: user.email, password: user.password }, as: office }),
    );
    expect(wait).toBeLessThanOrEqual(60);
    const elsewhere = await call("login", {
      body: {
        email: user.email,
        password: user.password,
      },
      as: browser({ clock, ip: uniqueIp() }),
    });
    expect(elsewhere.status, elsewhere.describe).toBe(200);
    clock.advance(wait * 1000);
    const after = await call("login", { body: { email: user.email, password: user.password }, as: office });
    expect(after.status, after.describe).toBe(200);
  });

  it("forgets an e-mail's failures after a successful sign-in", async () => {
    const user = await createUser("carrier");
    const client = browser({ ip: uniqueIp() });
    for (let attempt = 0; attempt < 4; attempt++)
      await call("login", { body: { email: user.email, password: "wrong password" }, as: client });
    await signIn(client, user);
    for (let attempt = 0; attempt < 4; attempt++)
      await call("login", { body: { email: user.email, password: "wrong password" }, as: client });
    await signIn(client, user);
  });

  it("stores no e-mail address or IP in the throttle table", async () => {
    const user = await createUser("carrier");
    const ip = uniqueIp();
    await call("login", { body: { email: user.email, password: "wrong password" }, as: browser({ ip }) });
    const { results } = await env.DB.prepare("SELECT key FROM auth_throttles").all<{ key: string }>();
    const keys = results.map((row) => row.key).join("\n");
    expect(keys).not.toContain(user.email);
    expect(keys).not.toContain(ip);
  });
});

describe("POST /api/logout", () => {
  it("revokes the session and clears the cookie", async () => {
    const user = await createUser("carrier");
    const client = browser();
    await signIn(client, user);
    const token = client.token ?? "";

    const response = await call("logout", { as: client });

    expect(response.status, response.describe).toBe(200);
    expect(response.body).toEqual({ ok: true, message: "Logged out" });
    expect(sessionCookieOf(response)?.attributes).toContain("Max-Age=0");
    expect(await sessionRow(token)).toBeNull();
    const reused = await call("getCurrentUser", { session: token, as: client });
    expectProblem(reused, 401, "UNAUTHENTICATED", SESSION_EXPIRED_MESSAGE);
  });

  it("revokes only this browser's session", async () => {
    const user = await createUser("carrier");
    const laptop = browser();
    const phone = browser();
    await signIn(laptop, user);
    await signIn(phone, user);

    await call("logout", { as: laptop });

    expect((await call("getCurrentUser", { as: phone })).status).toBe(200);
  });

  it("answers 200 without a session", async () => {
    const response = await call("logout", { as: browser() });
    expect(response.status, response.describe).toBe(200);
  });
});

describe("sessions", () => {
  it("answers 401 'Please log in to continue.' without a cookie", async () => {
    const response = await call("getCurrentUser", { as: browser() });
    expectProblem(response, 401, "UNAUTHENTICATED", "Please log in to continue.");
  });

  it("answers an unknown token with the session-expired message and clears the cookie", async () => {
    const response = await call("getCurrentUser", { session: "a".repeat(32), as: browser() });
    expectProblem(response, 401, "UNAUTHENTICATED", SESSION_EXPIRED_MESSAGE);
    expect(response.body.details).toEqual({ sessionExpired: true });
    expect(sessionCookieOf(response)?.attributes).toContain("Max-Age=0");
  });

  it("slide: extended only past half-life, then expire 30 days after the last extension", async () => {
    const user = await createUser("carrier");
    const clock = new TestClock();
    const client = browser({ clock });
    await signIn(client, user);
    const token = client.token ?? "";
    const signedInAt = clock.now();

    clock.advance(10 * DAY);
    const early = await call("getCurrentUser", { as: client });
    expect(early.status, early.describe).toBe(200);
    expect(sessionCookieOf(early), "no write before half-life").toBeNull();
    expect((await sessionRow(token))?.expires_at).toBe(signedInAt + 30 * DAY);

    clock.advance(6 * DAY);
    const extended = await call("getCurrentUser", { as: client });
    expect(extended.status, extended.describe).toBe(200);
    expect(sessionCookieOf(extended)?.attributes).toContain(`Max-Age=${THIRTY_DAYS_SECONDS}`);
    expect((await sessionRow(token))?.expires_at).toBe(clock.now() + 30 * DAY);

    clock.advance(30 * DAY - 1000);
    const stillValid = await call("getCurrentUser", { as: client });
    expect(stillValid.status, stillValid.describe).toBe(200);

    clock.advance(31 * DAY);
    const expired = await call("getCurrentUser", { as: client });
    expectProblem(expired, 401, "UNAUTHENTICATED", SESSION_EXPIRED_MESSAGE);
    expect(await sessionRow(token), "expired row removed").toBeNull();
  });
});
