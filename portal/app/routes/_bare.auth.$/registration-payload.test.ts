import { describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES, registrationSchema } from "../../lib/domain";
import { fieldErrorsOf } from "../../lib/forms/field-errors";
import { refillableValues, registrationInput, registrationPayload } from "./registration-payload";

function form(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

const carrier: [string, string][] = [
  ["email", " Dispatch@Example.test "],
  ["password", "long enough"],
  ["userType", "carrier"],
  ["companyName", "Demo Trucking LLC"],
  ["phoneNumber", "614-555-0100"],
  ["mcNumber", "654321"],
  ["dotNumber", "DOT 654321"],
  ["numberOfTrucks", ""],
  ["trailerTypes", "reefer"],
  ["trailerTypes", "dry_van"],
  ["termsAgreed", "true"],
  ["privacyAgreed", "true"],
];

describe("registration form → payload (docs/product.md#accounts-entities-and-fields and #accounts-validation-rules)", () => {
  it("sends MC with its prefix, DOT as digits, terms version 1.0 and the time of acceptance", () => {
    const parsed = registrationSchema.parse(registrationInput(form(carrier)));
    const payload = registrationPayload(parsed, new Date("2026-11-23T12:00:00Z"));
    expect(payload).toMatchObject({
      email: "dispatch@example.test",
      userType: "carrier",
      mcNumber: "MC654321",
      dotNumber: "654321",
      trailerTypes: ["reefer", "dry_van"],
      termsAgreed: true,
      privacyAgreed: true,
      isAdmin: false,
      termsVersion: "1.0",
      termsAcceptedAt: "2026-11-23T12:00:00.000Z",
      privacyAcceptedAt: "2026-11-23T12:00:00.000Z",
    });
    expect(payload.adminCode).toBeUndefined();
    expect(payload.numberOfTrucks).toBeUndefined();
  });

  it("sends an admin's code and no company numbers", () => {
    const admin = form([
      ["email", "admin@example.test"],
      ["password", "long enough"],
      ["userType", "admin"],
      ["adminCode", "secret"],
      ["mcNumber", "bogus"],
      ["termsAgreed", "true"],
      ["privacyAgreed", "true"],
    ]);
    const payload = registrationPayload(registrationSchema.parse(registrationInput(admin)), new Date());
    expect(payload).toMatchObject({ userType: "admin", isAdmin: true, adminCode: "secret" });
    expect(payload.mcNumber).toBeUndefined();
    expect(payload.dotNumber).toBeUndefined();
  });

  it("reports docs/product.md's messages per field when the form is incomplete", () => {
    const result = registrationSchema.safeParse(registrationInput(form([["userType", "broker"]])));
    expect(result.success).toBe(false);
    const fields = result.success ? {} : fieldErrorsOf(result.error);
    expect(fields._).toEqual([ACCOUNT_MESSAGES.carrierBrokerFieldsRequired]);
    expect(fields.email).toEqual([ACCOUNT_MESSAGES.email]);
    expect(fields.mcNumber).toEqual([ACCOUNT_MESSAGES.mcNumberRequired]);
    expect(fields.termsAgreed).toEqual([ACCOUNT_MESSAGES.termsRequired]);
    expect(fields.privacyAgreed).toEqual([ACCOUNT_MESSAGES.privacyRequired]);
  });

  it("never sends the password or the admin code back to the page", () => {
    const values = refillableValues(registrationInput(form([...carrier, ["adminCode", "x"]])));
    expect(values).not.toHaveProperty("password");
    expect(values).not.toHaveProperty("adminCode");
    expect(values.companyName).toBe("Demo Trucking LLC");
  });
});
