import { env } from "cloudflare:workers";
import { ACCOUNT_MESSAGES as M } from "@truerate/domain/validation/account";
import { describe, expect, it } from "vitest";
import { createUser, PASSWORD, signIn, uniqueEmail, userRow } from "./support/accounts";
import { expectFieldError, expectProblem } from "./support/assertions";
import { browser, call } from "./support/call";
import { codeIn, outbox, waitForMail } from "./support/mail";
import { insertRegistryRecord } from "./support/registry";

/** The user fields of docs/product.md#accounts-entities-and-fields (plus the pending e-mail change), and nothing else. */
const USER_FIELDS = [
  "companyName",
  "createdAt",
  "dotNumber",
  "email",
  "hasPaidSubscription",
  "hasSubscription",
  "id",
  "isAdmin",
  "mcNumber",
  "numberOfTrucks",
  "pendingEmail",
  "phoneNumber",
  "subscriptionPeriodEnd",
  "subscriptionStatus",
  "trailerTypes",
  "userType",
  "verified",
];

async function signedIn(userType: "carrier" | "broker" | "admin" = "carrier") {
  const user = await createUser(userType);
  const client = browser();
  await signIn(client, user);
  return { user, client };
}

describe("GET /api/user", () => {
  it("answers exactly docs/product.md's user fields, without caching", async () => {
    const { user, client } = await signedIn("carrier");
    await env.DB.prepare(
      "UPDATE users SET subscription_status = 'trialing', trailer_types = 'reefer,flatbed' WHERE id = ?1",
    )
      .bind(user.id)
      .run();

    const response = await call("getCurrentUser", { as: client });

    expect(response.status, response.describe).toBe(200);
    expect(Object.keys(response.body).sort()).toEqual(USER_FIELDS);
    expect(response.body).toMatchObject({
      id: user.id,
      email: user.email,
      userType: "carrier",
      isAdmin: false,
      mcNumber: user.mcNumber,
      dotNumber: user.dotNumber,
      trailerTypes: ["reefer", "flatbed"],
      verified: true,
      hasSubscription: true,
      hasPaidSubscription: false,
      subscriptionStatus: "trialing",
      subscriptionPeriodEnd: null,
    });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("answers an admin with isAdmin true", async () => {
    const { client } = await signedIn("admin");
    expect((await call("getCurrentUser", { as: client })).body).toMatchObject({
      userType: "admin",
      isAdmin: true,
      mcNumber: null,
    });
  });
});

describe("PUT /api/user", () => {
  it("updates the profile fields, writes an audit row and answers the user", async () => {
    const { user, client } = await signedIn("carrier");

    const response = await call("updateCurrentUser", {
      body: {
        companyName: "  Renamed Trucking LLC ",
        phoneNumber: "+1 555-999-0000",
        numberOfTrucks: "7",
        trailerTypes: "flatbed,power_only",
      },
      as: client,
    });

    expect(response.status, response.describe).toBe(200);
    expect(response.body).toMatchObject({
      companyName: "Renamed Trucking LLC",
      phoneNumber: "+1 555-999-0000",
      numberOfTrucks: 7,
      trailerTypes: ["flatbed", "power_only"],
    });
    expect(await userRow(user.email)).toMatchObject({
      company_name: "Renamed Trucking LLC",
      trailer_types: "flatbed,power_only",
    });
    const audit = await env.DB.prepare(
      "SELECT actor_user_id, details FROM audit_log WHERE action = 'user.profile_updated' AND entity_id = ?1",
    )
      .bind(user.id)
      .first<{ actor_user_id: string; details: string }>();
    expect(audit?.actor_user_id).toBe(user.id);
    expect(JSON.parse(audit?.details ?? "{}").fields).toEqual([
      "companyName",
      "phoneNumber",
      "numberOfTrucks",
      "trailerTypes",
    ]);
  });

  it.each([
    ["companyName", "A", M.companyNameTooShort],
    ["companyName", "x".repeat(101), M.companyNameTooLong],
    ["phoneNumber", "123", M.phoneNumber],
    ["mcNumber", "", M.mcNumberRequired],
    ["mcNumber", "MC12", M.mcNumberFormat],
    ["dotNumber", "12", M.dotNumberFormat],
    ["numberOfTrucks", 0, M.numberOfTrucks],
    ["trailerTypes", ["boat"], M.trailerTypes],
    ["email", "nope", M.email],
  ])("refuses %s = %j with %j", async (field, value, message) => {
    const { client } = await signedIn("carrier");
    expectFieldError(await call("updateCurrentUser", { body: { [field]: value }, as: client }), field, message);
  });

  it("ignores fields the profile does not own (role, admin flag, subscription, verification)", async () => {
    const { user, client } = await signedIn("carrier");
    const response = await call("updateCurrentUser", {
      raw: {
        json: {
          userType: "admin",
          isAdmin: true,
          subscriptionStatus: "active",
          hasPaidSubscription: true,
          verified: false,
          brokerageId: "someone-elses",
          companyName: "Still A Carrier LLC",
        },
      },
      as: client,
    });
    expect(response.status, response.describe).toBe(200);
    expect(await userRow(user.email)).toMatchObject({
      user_type: "carrier",
      is_admin: 0,
      subscription_status: "inactive",
      has_paid_subscription: 0,
      verified: 1,
      brokerage_id: null,
      company_name: "Still A Carrier LLC",
    });
  });

  it("re-checks new MC and DOT numbers with the FMCSA registry", async () => {
    const { user, client } = await signedIn("carrier");
    const record = await insertRegistryRecord("carrier");

    const moved = await call("updateCurrentUser", {
      body: { mcNumber: record.mcNumber.slice(2), dotNumber: record.dotNumber },
      as: client,
    });

    expect(moved.status, moved.describe).toBe(200);
    expect(moved.body).toMatchObject({ mcNumber: record.mcNumber, dotNumber: record.dotNumber });
    const other = await insertRegistryRecord("carrier");
    const mismatch = await call("updateCurrentUser", { body: { dotNumber: other.dotNumber }, as: client });
    expectProblem(mismatch, 422, "FMCSA_VERIFICATION_FAILED");
    expect(mismatch.body.details, mismatch.describe).toMatchObject({ valid: false, company_name: record.companyName });
    expect((await userRow(user.email))?.dot_number).toBe(record.dotNumber);
  });

  it("refuses another carrier's MC number with 409", async () => {
    const other = await createUser("carrier");
    const { client } = await signedIn("carrier");
    const response = await call("updateCurrentUser", {
      body: { mcNumber: other.mcNumber, dotNumber: other.dotNumber },
      as: client,
    });
    expectProblem(response, 409, "CONFLICT", "A carrier account with this MC number already exists");
  });

  it("moves a broker to the brokerage of a new MC number", async () => {
    const { user, client } = await signedIn("broker");
    const record = await insertRegistryRecord("broker");

    const response = await call("updateCurrentUser", {
      body: { mcNumber: record.mcNumber, dotNumber: record.dotNumber },
      as: client,
    });

    expect(response.status, response.describe).toBe(200);
    const tenant = await env.DB.prepare("SELECT id FROM brokerages WHERE mc_number = ?1")
      .bind(record.mcNumber)
      .first<{ id: string }>();
    expect(tenant, "new brokerage").not.toBeNull();
    expect((await userRow(user.email))?.brokerage_id).toBe(tenant?.id);
  });

  it("ignores an admin's blank company fields and MC/DOT numbers", async () => {
    const { user, client } = await signedIn("admin");
    const response = await call("updateCurrentUser", {
      body: { companyName: "", phoneNumber: "", mcNumber: "", dotNumber: "" },
      as: client,
    });
    expect(response.status, response.describe).toBe(200);
    expect(await userRow(user.email)).toMatchObject({ company_name: "TrueRate", mc_number: null, dot_number: null });
  });

  it("moves to a new e-mail address only with the current password and once the new address is verified", async () => {
    const { user, client } = await signedIn("carrier");
    const newEmail = uniqueEmail("moved");

    const response = await call("updateCurrentUser", {
      body: { email: newEmail.toUpperCase(), currentPassword: user.password },
      as: client,
    });

    expect(response.status, response.describe).toBe(200);
    expect(response.body).toMatchObject({ email: user.email, pendingEmail: newEmail, verified: true });
    const notice = await waitForMail(user.email, "email-change-requested");
    expect(notice.text).toContain(newEmail);
    // Until the code is entered, the old address is still the sign-in address.
    const oldSignIn = await call("login", { body: { email: user.email, password: user.password }, as: browser() });
    expect(oldSignIn.status, oldSignIn.describe).toBe(200);

    const code = codeIn(await waitForMail(newEmail, "account-verification"));
    const verified = await call("verifyEmail", { body: { email: newEmail, verificationCode: code }, as: browser() });
    expect(verified.status, verified.describe).toBe(200);
    expect(await userRow(user.email), "old address freed").toBeNull();
    expect(await userRow(newEmail)).toMatchObject({ verified: 1, pending_email: null });
    await waitForMail(user.email, "email-changed");
  });

  it("saves the other fields of a later save that carries the pending address, keeping the code already sent", async () => {
    const { user, client } = await signedIn("carrier");
    const newEmail = uniqueEmail("pending");
    const change = await call("updateCurrentUser", {
      body: { email: newEmail, currentPassword: user.password },
      as: client,
    });
    expect(change.status, change.describe).toBe(200);
    const code = codeIn(await waitForMail(newEmail, "account-verification"));

    // The form still holds the pending address, without the password: that is no new e-mail change.
    const later = await call("updateCurrentUser", {
      body: { email: newEmail.toUpperCase(), phoneNumber: "312-555-0177" },
      as: client,
    });

    expect(later.status, later.describe).toBe(200);
    expect(later.body).toMatchObject({ email: user.email, pendingEmail: newEmail, phoneNumber: "312-555-0177" });
    const again = await call("updateCurrentUser", {
      body: { email: newEmail, currentPassword: user.password },
      as: client,
    });
    expect(again.status, again.describe).toBe(200);
    const verified = await call("verifyEmail", { body: { email: newEmail, verificationCode: code }, as: browser() });
    expect(verified.status, `the first code still counts: ${verified.describe}`).toBe(200);
    const codes = (await outbox(newEmail)).filter((mail) => mail.template === "account-verification");
    expect(codes, "one code mailed").toHaveLength(1);
    expect(await userRow(newEmail)).toMatchObject({ phone_number: "312-555-0177", pending_email: null });
  });

  it("refuses an e-mail change without the current password, or with a wrong one, changing nothing", async () => {
    const { user, client } = await signedIn("carrier");
    const newEmail = uniqueEmail("hijack");
    expectFieldError(
      await call("updateCurrentUser", { body: { email: newEmail }, as: client }),
      "currentPassword",
      "Enter your current password to confirm this change",
    );
    const wrong = await call("updateCurrentUser", {
      body: { email: newEmail, currentPassword: "not the password" },
      as: client,
    });
    expectProblem(wrong, 403, "FORBIDDEN", "The current password is incorrect");
    expect(await userRow(user.email)).toMatchObject({ pending_email: null });
    expect(await outbox(newEmail)).toEqual([]);
  });

  it("refuses an e-mail address another account uses", async () => {
    const other = await createUser("broker");
    const { client } = await signedIn("carrier");
    expectProblem(
      await call("updateCurrentUser", { body: { email: other.email, currentPassword: PASSWORD }, as: client }),
      409,
      "CONFLICT",
      "An account with this email already exists",
    );
  });

  it("answers 401 when signed out", async () => {
    expectProblem(
      await call("updateCurrentUser", { body: { companyName: "Nobody LLC" }, as: browser() }),
      401,
      "UNAUTHENTICATED",
    );
  });
});
