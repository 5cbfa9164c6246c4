import { env } from "cloudflare:workers";
import { ACCOUNT_MESSAGES as M } from "@truerate/domain/validation/account";
import { describe, expect, it } from "vitest";
import { FMCSA_TIPS } from "../src/services/accounts/fmcsa-verification";
import { hashVerificationCode } from "../src/services/accounts/verification-code";
import { createUser, PASSWORD, registrationFor, uniqueEmail, userRow } from "./support/accounts";
import { expectFieldError, expectProblem } from "./support/assertions";
import { browser, type CallResponse, call } from "./support/call";
import { codeIn, waitForMail } from "./support/mail";
import { insertRegistryRecord, uniqueDigits } from "./support/registry";

const client = browser();

const brokerage = (mcNumber: string) =>
  env.DB.prepare("SELECT id, name, mc_number, dot_number, fmcsa_broker_id FROM brokerages WHERE mc_number = ?1")
    .bind(mcNumber)
    .first<{ id: string; name: string; mc_number: string; dot_number: string; fmcsa_broker_id: string }>();

describe("POST /api/register", () => {
  it("registers a carrier unverified, stores MC as MC+digits and DOT as digits, and e-mails a hashed code", async () => {
    const record = await insertRegistryRecord("carrier");
    const digitsOnly = record.mcNumber.slice(2);
    const payload = registrationFor("carrier", record, {
      email: `  ${uniqueEmail("Carrier").toUpperCase()} `,
      mcNumber: digitsOnly,
      dotNumber: `${record.dotNumber.slice(0, 3)}-${record.dotNumber.slice(3)}`,
    });

    const response = await call("register", { body: payload, as: client });

    expect(response.status, response.describe).toBe(201);
    const email = String(payload.email).trim().toLowerCase();
    expect(response.body).toEqual({
      ok: true,
      message: expect.stringContaining("verification code"),
      email,
      needsVerification: true,
    });
    const row = await userRow(email);
    expect(row, "user row").toMatchObject({
      user_type: "carrier",
      mc_number: record.mcNumber,
      dot_number: record.dotNumber,
      verified: 0,
      is_admin: 0,
      number_of_trucks: 3,
      trailer_types: "dry_van,reefer",
      terms_version: "1.0",
      verification_attempts: 0,
      brokerage_id: null,
    });
    expect(row?.password_hash).toMatch(/^pbkdf2_sha256\$100000\$/);
    expect(row?.terms_accepted_at).toBeTypeOf("number");

    const mail = await waitForMail(email, "account-verification");
    const code = codeIn(mail);
    expect(row?.verification_code_hash, "only the code's hash is stored").toBe(
      hashVerificationCode(String(row?.id), code),
    );
    expect(Number(row?.verification_code_expiry) - Number(row?.verification_sent_at)).toBe(15 * 60_000);
  });

  it("creates the brokerage of a new broker's MC number from the FMCSA record", async () => {
    const record = await insertRegistryRecord("broker");
    const payload = registrationFor("broker", record, { companyName: "What The Broker Typed" });

    const response = await call("register", { body: payload, as: client });

    expect(response.status, response.describe).toBe(201);
    const tenant = await brokerage(record.mcNumber);
    expect(tenant, "brokerage").toMatchObject({
      name: record.companyName,
      mc_number: record.mcNumber,
      dot_number: record.dotNumber,
      fmcsa_broker_id: record.id,
    });
    expect((await userRow(String(payload.email)))?.brokerage_id).toBe(tenant?.id);
  });

  it("files a second broker of the same MC number as a request to join, not a member", async () => {
    const first = await createUser("broker");
    const record = first.registry;
    if (!record) throw new Error("broker without registry record");

    const response = await call("register", { body: registrationFor("broker", record), as: client });

    expect(response.status, response.describe).toBe(201);
    const { results } = await env.DB.prepare("SELECT id FROM brokerages WHERE mc_number = ?1")
      .bind(record.mcNumber)
      .all();
    expect(results).toHaveLength(1);
    const counts = await env.DB.prepare(
      `SELECT SUM(brokerage_id = ?1) AS members, SUM(pending_brokerage_id = ?1) AS pending
       FROM users WHERE brokerage_id = ?1 OR pending_brokerage_id = ?1`,
    )
      .bind(first.brokerageId)
      .first();
    // MC and DOT numbers are public: a member of the brokerage approves the newcomer.
    expect(counts).toEqual({ members: 1, pending: 1 });
  });

  it("registers an admin with the server's admin code, without MC or DOT numbers", async () => {
    const email = uniqueEmail("admin");
    const response = await call("register", {
      body: {
        email,
        password: PASSWORD,
        userType: "admin",
        companyName: "Admin",
        phoneNumber: "0000000000",
        mcNumber: "MC000000",
        dotNumber: "000000",
        termsAgreed: true,
        privacyAgreed: true,
        adminCode: "test-admin-code",
      },
      as: client,
    });

    expect(response.status, response.describe).toBe(201);
    expect(await userRow(email)).toMatchObject({
      user_type: "admin",
      is_admin: 1,
      mc_number: null,
      dot_number: null,
      verified: 0,
    });
  });

  it.each([
    ["a wrong admin code", { adminCode: "guess" }, {}],
    ["no admin code", {}, {}],
    ["any code while ADMIN_SIGNUP_CODE is unset", { adminCode: "" }, { ADMIN_SIGNUP_CODE: undefined }],
    [
      "the old client-side code while ADMIN_SIGNUP_CODE is unset",
      { adminCode: "test-admin-code" },
      { ADMIN_SIGNUP_CODE: "" },
    ],
  ])("refuses admin sign-up with %s: 'Invalid admin code'", async (_case, extra, envOverride) => {
    const email = uniqueEmail("admin");
    const response = await call("register", {
      body: {
        email,
        password: PASSWORD,
        userType: "admin",
        termsAgreed: true,
        privacyAgreed: true,
        ...extra,
      },
      as: browser({ bindings: envOverride }),
    });

    expectProblem(response, 403, "FORBIDDEN", M.invalidAdminCode);
    expect(await userRow(email), "no user created").toBeNull();
  });

  it("ignores isAdmin on a carrier's registration", async () => {
    const record = await insertRegistryRecord("carrier");
    const payload = registrationFor("carrier", record, { isAdmin: true });
    const response = await call("register", { body: payload, as: client });
    expect(response.status, response.describe).toBe(201);
    expect(await userRow(String(payload.email))).toMatchObject({ user_type: "carrier", is_admin: 0 });
  });
});

describe("POST /api/register validation (docs/product.md#accounts-validation-rules)", () => {
  const valid = async () => registrationFor("carrier", await insertRegistryRecord("carrier"));

  it.each([
    ["email", "not-an-email", M.email],
    ["password", "1234567", M.passwordTooShort],
    ["userType", "shipper", M.userType],
    ["companyName", "A", M.companyNameTooShort],
    ["companyName", "x".repeat(101), M.companyNameTooLong],
    ["phoneNumber", "12345", M.phoneNumber],
    ["mcNumber", "", M.mcNumberRequired],
    ["mcNumber", "MC12345", M.mcNumberFormat],
    ["dotNumber", "12345", M.dotNumberFormat],
    ["numberOfTrucks", 0, M.numberOfTrucks],
    ["trailerTypes", ["dry_van", "tanker"], M.trailerTypes],
    ["termsAgreed", false, M.termsRequired],
    ["privacyAgreed", false, M.privacyRequired],
  ])("answers 400 for %s = %j with %j", async (field, value, message) => {
    const response = await call("register", { body: { ...(await valid()), [field]: value }, as: client });
    expectFieldError(response, field, message);
  });

  it("heads a carrier's or broker's missing company fields with the combined message", async () => {
    const { companyName: _c, phoneNumber: _p, mcNumber: _m, dotNumber: _d, ...rest } = await valid();
    const response = await call("register", { body: { ...rest, userType: "broker" }, as: client });
    expectProblem(response, 400, "VALIDATION_FAILED", M.carrierBrokerFieldsRequired);
    expect(response.body.details.fields, response.describe).toMatchObject({
      _: [M.carrierBrokerFieldsRequired],
      companyName: [M.companyNameTooShort],
      phoneNumber: [M.phoneNumber],
      mcNumber: [M.mcNumberRequired],
      dotNumber: [M.dotNumberFormat],
    });
  });

  it("answers a body that is not JSON with 400", async () => {
    const response = await call("register", {
      headers: { "content-type": "application/json" },
      body: undefined,
      as: client,
    });
    expect(response.status, response.describe).toBe(400);
  });
});

describe("POST /api/register FMCSA verification", () => {
  const expectFmcsaFailure = (
    response: CallResponse,
    error: RegExp,
    company: string | null,
    status: string | null = "A",
  ) => {
    expectProblem(response, 422, "FMCSA_VERIFICATION_FAILED");
    expect(response.body.message, response.describe).toMatch(error);
    expect(response.body.details, response.describe).toEqual({
      valid: false,
      error: response.body.message,
      company_name: company,
      status,
      mcNumber: expect.stringMatching(/^MC\d+$/),
      dotNumber: expect.stringMatching(/^\d+$/),
      tips: [...FMCSA_TIPS],
    });
    expect(response.body.details.tips.join(" ")).toMatch(/double-check/i);
    expect(response.body.details.tips.join(" ")).toMatch(/registered with the FMCSA/i);
    expect(response.body.details.tips.join(" ")).toMatch(/same company/i);
  };

  it("refuses MC and DOT numbers of two different companies", async () => {
    const first = await insertRegistryRecord("carrier");
    const second = await insertRegistryRecord("carrier");
    const payload = registrationFor("carrier", first, { dotNumber: second.dotNumber });

    const response = await call("register", { body: payload, as: client });

    expectFmcsaFailure(response, /belong to different companies/, first.companyName);
    expect(await userRow(String(payload.email)), "no user created").toBeNull();
  });

  it("refuses an MC number the registry does not know", async () => {
    const record = await insertRegistryRecord("carrier");
    const response = await call("register", {
      body: registrationFor("carrier", record, { mcNumber: `MC${uniqueDigits(7)}` }),
      as: client,
    });
    expectFmcsaFailure(response, /^MC number MC\d+ was not found in the FMCSA carrier registry$/, record.companyName);
  });

  it("refuses a DOT number the registry does not know", async () => {
    const record = await insertRegistryRecord("carrier");
    const response = await call("register", {
      body: registrationFor("carrier", record, { dotNumber: uniqueDigits(8) }),
      as: client,
    });
    expectFmcsaFailure(response, /^DOT number \d+ was not found/, record.companyName);
  });

  it("checks carriers against the carrier registry, not the broker registry", async () => {
    const brokerRecord = await insertRegistryRecord("broker");
    const response = await call("register", { body: registrationFor("carrier", brokerRecord), as: client });
    expectFmcsaFailure(response, /were not found in the FMCSA carrier registry/, null, null);
  });

  it("checks brokers against the broker registry", async () => {
    const carrierRecord = await insertRegistryRecord("carrier");
    const response = await call("register", { body: registrationFor("broker", carrierRecord), as: client });
    expectFmcsaFailure(response, /were not found in the FMCSA broker registry/, null, null);
  });

  it("refuses a registration the registry lists as inactive", async () => {
    const record = await insertRegistryRecord("carrier", { status: "I" });
    const response = await call("register", { body: registrationFor("carrier", record), as: client });
    expectFmcsaFailure(response, /is not active/, record.companyName, "I");
  });
});

describe("POST /api/register conflicts", () => {
  it("answers 409 for an e-mail already registered, whatever its case", async () => {
    const existing = await createUser("carrier");
    const record = await insertRegistryRecord("carrier");
    const response = await call("register", {
      body: registrationFor("carrier", record, { email: existing.email.toUpperCase() }),
      as: client,
    });
    expectProblem(response, 409, "CONFLICT", "An account with this email already exists");
  });

  it("answers 409 for a carrier MC number already registered", async () => {
    const existing = await createUser("carrier");
    if (!existing.registry) throw new Error("carrier without registry record");
    const response = await call("register", { body: registrationFor("carrier", existing.registry), as: client });
    expectProblem(response, 409, "CONFLICT", "A carrier account with this MC number already exists");
  });

  it("answers 409 for a carrier DOT number already registered", async () => {
    const record = await insertRegistryRecord("carrier");
    const holder = await createUser("carrier");
    await env.DB.prepare("UPDATE users SET dot_number = ?1 WHERE id = ?2").bind(record.dotNumber, holder.id).run();
    const response = await call("register", { body: registrationFor("carrier", record), as: client });
    expectProblem(response, 409, "CONFLICT", "A carrier account with this DOT number already exists");
  });
});

describe("registration e-mail", () => {
  it("sends the code to the new address through the queue", async () => {
    const record = await insertRegistryRecord("carrier");
    const payload = registrationFor("carrier", record);
    await call("register", { body: payload, as: client });
    const mail = await waitForMail(String(payload.email), "account-verification");
    expect(mail.subject).toBe("Your TrueRate verification code");
    expect(mail.text, "code and lifetime").toMatch(/\b\d{6}\b[\s\S]*15 minutes/);
  });
});
