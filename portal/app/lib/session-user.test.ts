import { describe, expect, it } from "vitest";
import { avatarInitial } from "./session-user";

describe("avatarInitial", () => {
  it("is the e-mail's first letter, upper-cased", () => {
    expect(avatarInitial("ana@example.com")).toBe("A");
    expect(avatarInitial("")).toBe("?");
  });
});
