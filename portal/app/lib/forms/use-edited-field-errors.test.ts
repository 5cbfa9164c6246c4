import { describe, expect, it } from "vitest";
import { withoutEdited } from "./use-edited-field-errors";

describe("withoutEdited", () => {
  it("drops the errors of edited fields and keeps the rest", () => {
    const fields = { email: ["Invalid email"], password: ["Too short"], _: ["Registration failed"] };
    expect(withoutEdited(fields, new Set(["email"]))).toEqual({ password: ["Too short"], _: ["Registration failed"] });
    expect(withoutEdited(fields, new Set())).toEqual(fields);
    expect(withoutEdited(undefined, new Set(["email"]))).toBeUndefined();
  });
});
