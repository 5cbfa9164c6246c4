import { describe, expect, it } from "vitest";
import { subscriptionCheckQuery } from "./subscription-check";

describe("subscriptionCheckQuery", () => {
  it("asks with a timestamp and validateSession, as the earlier client did", () => {
    expect(subscriptionCheckQuery(42)).toEqual({ t: "42", validateSession: "true" });
  });
});
