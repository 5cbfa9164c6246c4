// Type confusion and loose coercion answer 400 with the field's message, never 500 or a guess.

import { ACCOUNT_MESSAGES as M } from "@truerate/domain/validation/account";
import { describe, it } from "vitest";
import { registrationFor } from "./support/accounts";
import { expectFieldError } from "./support/assertions";
import { browser, call } from "./support/call";
import { insertRegistryRecord } from "./support/registry";

const client = browser();

const FIELD_MESSAGES = {
  companyName: M.companyNameTooShort,
  phoneNumber: M.phoneNumber,
  mcNumber: M.mcNumberFormat,
  dotNumber: M.dotNumberFormat,
} as const;

const WRONG_TYPES: unknown[] = [true, false, 42, [], ["MC123456"], {}, { value: "x" }];

describe("POST /api/register: type confusion", () => {
  it("answers 400 with the field's message for a boolean, number, array or object in each company field", async () => {
    const record = await insertRegistryRecord("carrier");
    for (const [field, message] of Object.entries(FIELD_MESSAGES)) {
      for (const wrong of WRONG_TYPES) {
        const response = await call("register", {
          body: registrationFor("carrier", record, { [field]: wrong }),
          as: client,
        });
        expectFieldError(response, field, message);
      }
    }
  });

  it("answers 400 for NUL and zero-width characters in the company name", async () => {
    const record = await insertRegistryRecord("broker");
    for (const companyName of ["Acme\u0000 Freight", "Acme\u200b Freight"]) {
      const response = await call("register", { body: registrationFor("broker", record, { companyName }), as: client });
      expectFieldError(response, "companyName", "Text must not contain control or invisible characters");
    }
  });
});
