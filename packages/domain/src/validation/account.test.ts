import { describe, expect, it } from "vitest";
import {
  ACCOUNT_MESSAGES as M,
  normalizeDotNumber,
  normalizeMcNumber,
  passwordResetRequestSchema,
  passwordResetSchema,
  profileUpdateSchemaFor,
  registrationSchema,
  requestedEmailChange,
  signInSchema,
  verifyEmailSchema,
} from "./account";

/** field path ("_" for the whole form) → messages, as the API's problem `details.fields` shows them. */
function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const fields: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    fields[key] = [...(fields[key] ?? []), issue.message];
  }
  return fields;
}

const carrier = {
  email: "Dispatch@Acme-Freight.com ",
  password: "correct horse",
  userType: "carrier",
  companyName: "Acme Freight LLC",
  phoneNumber: "+1 555-010-2030",
  mcNumber: "123456",
  dotNumber: "1234567",
  termsAgreed: true,
  privacyAgreed: true,
};

describe("sign-in rules", () => {
  it("accepts a valid e-mail and password, trimming and lower-casing the e-mail", () => {
    expect(signInSchema.parse({ email: " A@B.CO ", password: "12345678" })).toEqual({
      email: "a@b.co",
      password: "12345678",
    });
  });

  it.each([
    [{ email: "nope", password: "12345678" }, { email: [M.email] }],
    [{ email: "a@b.co", password: "short" }, { password: [M.passwordTooShort] }],
    [{}, { email: [M.email], password: [M.passwordTooShort] }],
    [{ email: "a@b.co", password: "x".repeat(129) }, { password: [M.passwordTooLong] }],
  ])("refuses %j with docs/product.md's messages", (input, expected) => {
    expect(messages(signInSchema.safeParse(input))).toEqual(expected);
  });
});

describe("password reset rules", () => {
  it("needs 8 characters and a matching confirmation", () => {
    expect(messages(passwordResetSchema.safeParse({ password: "short", confirmPassword: "short" }))).toEqual({
      password: [M.passwordTooShort],
    });
    expect(
      messages(passwordResetSchema.safeParse({ password: "long enough", confirmPassword: "long enougH" })),
    ).toEqual({
      confirmPassword: [M.passwordsDoNotMatch],
    });
  });

  it("accepts the password alone, as docs/product.md's call sends it", () => {
    expect(passwordResetSchema.safeParse({ password: "long enough" }).success).toBe(true);
  });

  it("checks the reset request's e-mail", () => {
    expect(messages(passwordResetRequestSchema.safeParse({ email: "x" }))).toEqual({ email: [M.email] });
  });
});

describe("verification code rule", () => {
  it.each(["12345", "1234567", "12a456", ""])("refuses %j", (code) => {
    expect(messages(verifyEmailSchema.safeParse({ email: "a@b.co", verificationCode: code }))).toEqual({
      verificationCode: [M.verificationCode],
    });
  });

  it("accepts exactly 6 digits", () => {
    expect(verifyEmailSchema.parse({ email: "a@b.co", verificationCode: " 012345 " }).verificationCode).toBe("012345");
  });
});

describe("registration rules", () => {
  it("normalises a carrier: lower-case e-mail, MC prefix, DOT digits, defaults", () => {
    const parsed = registrationSchema.parse({ ...carrier, mcNumber: "mc-0123456", dotNumber: "12-345-678" });
    expect(parsed).toMatchObject({
      email: "dispatch@acme-freight.com",
      userType: "carrier",
      mcNumber: "MC0123456",
      dotNumber: "12345678",
      numberOfTrucks: null,
      trailerTypes: [],
      termsVersion: "1.0",
    });
  });

  it("defaults the user type to carrier", () => {
    const { userType: _omitted, ...withoutType } = carrier;
    expect(registrationSchema.parse(withoutType).userType).toBe("carrier");
  });

  it("names only the missing field when one company field is empty, not all four", () => {
    expect(messages(registrationSchema.safeParse({ ...carrier, phoneNumber: "" }))).toEqual({
      phoneNumber: [M.phoneNumber],
    });
  });

  it("gives the combined message and each field's message when a carrier's company fields are missing", () => {
    const { companyName: _c, phoneNumber: _p, mcNumber: _m, dotNumber: _d, ...rest } = carrier;
    expect(messages(registrationSchema.safeParse({ ...rest, userType: "broker" }))).toEqual({
      _: [M.carrierBrokerFieldsRequired],
      companyName: [M.companyNameTooShort],
      phoneNumber: [M.phoneNumber],
      mcNumber: [M.mcNumberRequired],
      dotNumber: [M.dotNumberFormat],
    });
  });

  it.each([
    ["companyName", "A", M.companyNameTooShort],
    ["companyName", "x".repeat(101), M.companyNameTooLong],
    ["phoneNumber", "555-0100", M.phoneNumber],
    ["phoneNumber", "call me maybe", M.phoneNumber],
    ["mcNumber", "MC12345", M.mcNumberFormat],
    ["mcNumber", "MC12345678", M.mcNumberFormat],
    ["dotNumber", "12345", M.dotNumberFormat],
    ["dotNumber", "123456789", M.dotNumberFormat],
    ["email", "not-an-email", M.email],
    ["password", "1234567", M.passwordTooShort],
    ["userType", "shipper", M.userType],
    ["numberOfTrucks", 0, M.numberOfTrucks],
    ["numberOfTrucks", "2.5", M.numberOfTrucks],
    ["trailerTypes", ["dry_van", "tanker"], M.trailerTypes],
  ])("refuses %s = %j with %j", (field, value, message) => {
    expect(messages(registrationSchema.safeParse({ ...carrier, [field]: value }))[field]).toEqual([message]);
  });

  it("needs the terms and the privacy policy agreed", () => {
    expect(
      messages(registrationSchema.safeParse({ ...carrier, termsAgreed: false, privacyAgreed: undefined })),
    ).toEqual({
      termsAgreed: [M.termsRequired],
      privacyAgreed: [M.privacyRequired],
    });
  });

  it("shows every message at once, including the role rules, when a plain field also fails", () => {
    const result = messages(
      registrationSchema.safeParse({ ...carrier, email: "bad", mcNumber: "", termsAgreed: false }),
    );
    expect(result).toMatchObject({ email: [M.email], mcNumber: [M.mcNumberRequired], termsAgreed: [M.termsRequired] });
  });

  it("accepts trailer types as an array or comma-separated text, and trucks as text", () => {
    const parsed = registrationSchema.parse({
      ...carrier,
      trailerTypes: "reefer, flatbed,reefer",
      numberOfTrucks: "4",
    });
    expect(parsed.trailerTypes).toEqual(["reefer", "flatbed"]);
    expect(parsed.numberOfTrucks).toBe(4);
  });

  it("lets an admin omit company fields and drops placeholder MC and DOT numbers", () => {
    const parsed = registrationSchema.parse({
      email: "root@truerate.app",
      password: "admin password",
      userType: "admin",
      mcNumber: "MC000000",
      dotNumber: "000000",
      termsAgreed: "on",
      privacyAgreed: true,
      adminCode: "secret",
    });
    expect(parsed).toMatchObject({ userType: "admin", mcNumber: null, dotNumber: null, adminCode: "secret" });
  });
});

describe("MC and DOT normalisation", () => {
  it("stores MC as MC + digits and DOT as digits", () => {
    expect(normalizeMcNumber("mc 123-456")).toBe("MC123456");
    expect(normalizeDotNumber("USDOT 1234567")).toBe("1234567");
  });
});

describe("profile rules", () => {
  it("checks each field a carrier sends, with the registration messages", () => {
    const schema = profileUpdateSchemaFor("carrier");
    expect(messages(schema.safeParse({ companyName: "", mcNumber: "", dotNumber: "1" }))).toEqual({
      companyName: [M.companyNameTooShort],
      mcNumber: [M.mcNumberRequired],
      dotNumber: [M.dotNumberFormat],
    });
    expect(schema.parse({ mcNumber: "654321" })).toEqual({ mcNumber: "MC654321" });
  });

  it("ignores an admin's blank company fields and MC/DOT numbers", () => {
    expect(profileUpdateSchemaFor("admin").parse({ companyName: "", mcNumber: "", dotNumber: "" })).toEqual({});
  });

  it("drops fields that are not part of the profile form", () => {
    expect(profileUpdateSchemaFor("carrier").parse({ isAdmin: true, userType: "admin", verified: true })).toEqual({});
  });
});

describe("requestedEmailChange", () => {
  const account = { email: "ops@acme.test", pendingEmail: "moved@acme.test" };

  it("is a new address, trimmed and lower-cased", () => {
    expect(requestedEmailChange(" Other@Acme.test ", account)).toBe("other@acme.test");
    expect(requestedEmailChange("other@acme.test", { email: "ops@acme.test", pendingEmail: null })).toBe(
      "other@acme.test",
    );
  });

  it("is no change for the sign-in address or a blank box", () => {
    expect(requestedEmailChange("OPS@acme.test", account)).toBeNull();
    expect(requestedEmailChange("", account)).toBeNull();
    expect(requestedEmailChange(undefined, account)).toBeNull();
  });

  it("is no change for the address already waiting for its code, so a later save keeps that code", () => {
    expect(requestedEmailChange("Moved@acme.test", account)).toBeNull();
  });
});
