import { ACCOUNT_MESSAGES as M } from "@truerate/domain/validation/account";
import { describe, expect, it } from "vitest";
import { registrationFor, uniqueEmail } from "./support/accounts";
import { expectFieldError, expectProblem } from "./support/assertions";
import { browser, call } from "./support/call";
import { TestClock } from "./support/clock";
import { waitForMail } from "./support/mail";
import { insertRegistryRecord } from "./support/registry";

describe("GET /api/dev/mail", () => {
  it("lists one recipient's outbox, newest first", async () => {
    const clock = new TestClock();
    const client = browser({ clock });
    const payload = registrationFor("carrier", await insertRegistryRecord("carrier"));
    const email = String(payload.email);
    await call("register", { body: payload, as: client });
    await waitForMail(email, "account-verification", 1);
    clock.advance(61_000);
    await call("resendVerification", { body: { email }, as: client });
    await waitForMail(email, "account-verification", 2);
    await call("requestPasswordReset", { body: { email }, as: client });
    await waitForMail(email, "password-reset");
    const other = registrationFor("carrier", await insertRegistryRecord("carrier"));
    await call("register", { body: other, as: client });
    await waitForMail(String(other.email), "account-verification");

    const response = await call("listDevMail", { query: { to: email.toUpperCase() }, as: client });

    expect(response.status, response.describe).toBe(200);
    const messages = response.body.messages as { to: string; template: string; createdAt: string }[];
    expect(messages.map((mail) => mail.template)).toEqual([
      "password-reset",
      "account-verification",
      "account-verification",
    ]);
    expect(new Set(messages.map((mail) => mail.to))).toEqual(new Set([email]));
    const times = messages.map((mail) => Date.parse(mail.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(Object.keys(messages[0] ?? {}).sort()).toEqual([
      "createdAt",
      "html",
      "id",
      "status",
      "subject",
      "template",
      "text",
      "to",
    ]);
  });

  it("answers an empty list for an address without mail", async () => {
    const response = await call("listDevMail", { query: { to: uniqueEmail() }, as: browser() });
    expect(response.body, response.describe).toEqual({ messages: [] });
  });

  it("refuses a missing or malformed address", async () => {
    expectFieldError(await call("listDevMail", { query: { to: "nope" }, as: browser() }), "to", M.email);
    expectFieldError(await call("listDevMail", { as: browser() }), "to", M.email);
  });

  it("does not exist in production", async () => {
    const response = await call("listDevMail", {
      query: { to: uniqueEmail() },
      as: browser({ bindings: { ENVIRONMENT: "production" } }),
    });
    expectProblem(response, 404, "NOT_FOUND", "No API route matches GET /api/dev/mail");
    const malformed = await call("listDevMail", {
      query: { to: "nope" },
      as: browser({ bindings: { ENVIRONMENT: "production" } }),
    });
    expectProblem(malformed, 404, "NOT_FOUND");
  });
});
