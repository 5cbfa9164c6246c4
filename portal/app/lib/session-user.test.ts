import { describe, expect, it } from "vitest";
import { avatarInitial, parseSessionUser } from "./session-user";

describe("parseSessionUser", () => {
  const body = { id: "u1", email: "ana@example.com", userType: "broker", isAdmin: false, hasPaidSubscription: true };

  it("reads the user, bare or wrapped in { user }", () => {
    const expected = {
      id: "u1",
      email: "ana@example.com",
      userType: "broker",
      isAdmin: false,
      companyName: null,
      hasPaidSubscription: true,
      subscriptionStatus: null,
    };
    expect(parseSessionUser(body)).toEqual(expected);
    expect(parseSessionUser({ user: body })).toEqual(expected);
  });

  it("treats anything without an id and an e-mail as signed out", () => {
    expect(parseSessionUser(null)).toBeNull();
    expect(parseSessionUser({ user: null })).toBeNull();
    expect(parseSessionUser({ message: "Not authenticated" })).toBeNull();
    expect(parseSessionUser({ id: "u1", email: "" })).toBeNull();
  });

  it("makes an admin by userType an admin, and an unknown type a carrier", () => {
    expect(parseSessionUser({ id: 1, email: "a@b.c", userType: "admin" })?.isAdmin).toBe(true);
    expect(parseSessionUser({ id: 1, email: "a@b.c", userType: "pirate" })?.userType).toBe("carrier");
  });
});

describe("avatarInitial", () => {
  it("is the e-mail's first letter, upper-cased", () => {
    expect(avatarInitial("ana@example.com")).toBe("A");
    expect(avatarInitial("")).toBe("?");
  });
});
