import { ACCOUNT_MESSAGES as M } from "@truerate/domain/validation/account";
import { describe, expect, it } from "vitest";
import { registrationFor, uniqueEmail } from "./support/accounts";
import { expectFieldError, expectProblem } from "./support/assertions";
import { TestClient } from "./support/client";
import { TestClock } from "./support/clock";
import { waitForMail } from "./support/mail";
import { insertRegistryRecord } from "./support/registry";

describe("GET /api/dev/mail", () => {
  it("lists one recipient's outbox, newest first", async () => {
    const clock = new TestClock();
    const client = new TestClient({ clock });
    const payload = registrationFor("carrier", await insertRegistryRecord("carrier"));
    const email = String(payload.email);
    await client.post("/api/register", payload);
    await waitForMail(email, "account-verification", 1);
    clock.advance(61_000);
    await client.post("/api/resend-verification", { email });
    await waitForMail(email, "account-verification", 2);
    await client.post("/api/reset-password-request", { email });
    await waitForMail(email, "password-reset");
    const other = registrationFor("carrier", await insertRegistryRecord("carrier"));
    await client.post("/api/register", other);
    await waitForMail(String(other.email), "account-verification");

    const response = await client.get(`/api/dev/mail?to=${encodeURIComponent(email.toUpperCase())}`);

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
    const response = await new TestClient().get(`/api/dev/mail?to=${uniqueEmail()}`);
    expect(response.body, response.describe).toEqual({ messages: [] });
  });

  it("refuses a missing or malformed address", async () => {
    expectFieldError(await new TestClient().get("/api/dev/mail?to=nope"), "to", M.email);
    expectFieldError(await new TestClient().get("/api/dev/mail"), "to", M.email);
  });

  it("does not exist in production", async () => {
    const response = await new TestClient({ env: { ENVIRONMENT: "production" } }).get(
      `/api/dev/mail?to=${uniqueEmail()}`,
    );
    expectProblem(response, 404, "NOT_FOUND", "No API route matches GET /api/dev/mail");
    const malformed = await new TestClient({ env: { ENVIRONMENT: "production" } }).get("/api/dev/mail?to=nope");
    expectProblem(malformed, 404, "NOT_FOUND");
  });
});
