import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { AdminCreationError, createAdmin } from "../src/services/accounts/create-admin";
import { createUser, PASSWORD, sessionCount, signIn, uniqueEmail, userRow } from "./support/accounts";
import { expectProblem } from "./support/assertions";
import { browser, call } from "./support/call";
import { testContext } from "./support/context";

describe("createAdmin (npm run admin:create, the seed)", () => {
  it("creates a verified admin who can sign in at once", async () => {
    const email = uniqueEmail("Admin").toUpperCase();

    const result = await createAdmin(testContext(), { email, password: PASSWORD });

    expect(result.status).toBe("created");
    expect(await userRow(email)).toMatchObject({
      id: result.id,
      email: email.toLowerCase(),
      user_type: "admin",
      is_admin: 1,
      verified: 1,
    });
    const response = await signIn(browser(), { email, password: PASSWORD });
    expect(response.body.user).toMatchObject({ userType: "admin", isAdmin: true });
    const audit = await env.DB.prepare("SELECT action FROM audit_log WHERE entity_id = ?1").bind(result.id).first();
    expect(audit).toEqual({ action: "admin.created" });
  });

  it("sets a new password on an existing admin and signs it out everywhere", async () => {
    const email = uniqueEmail("admin");
    const { id } = await createAdmin(testContext(), { email, password: PASSWORD });
    await signIn(browser(), { email, password: PASSWORD });

    const result = await createAdmin(testContext(), { email, password: "the replacement password" });

    expect(result).toEqual({ id, status: "updated" });
    expect(await sessionCount(id)).toBe(0);
    expectProblem(await call("login", { body: { email, password: PASSWORD }, as: browser() }), 401, "UNAUTHENTICATED");
    await signIn(browser(), { email, password: "the replacement password" });
  });

  it("refuses to turn a carrier into an admin", async () => {
    const carrier = await createUser("carrier");
    await expect(createAdmin(testContext(), { email: carrier.email, password: PASSWORD })).rejects.toThrow(
      AdminCreationError,
    );
    expect(await userRow(carrier.email)).toMatchObject({ user_type: "carrier", is_admin: 0 });
  });

  it.each([
    [{ email: "not-an-email", password: PASSWORD }, "Please enter a valid email address"],
    [{ email: "ok@example.com", password: "short" }, "Password must be at least 8 characters"],
  ])("refuses %j with the account rules", async (input, message) => {
    await expect(createAdmin(testContext(), input)).rejects.toThrow(message);
  });
});
