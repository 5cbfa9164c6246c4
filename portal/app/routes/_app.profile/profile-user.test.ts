import { describe, expect, it } from "vitest";
import type { SessionUser } from "../../lib/session-user";
import { userTypeLabel } from "./profile-user";

const user: SessionUser = {
  id: "u1",
  email: "carrier@truerate.test",
  userType: "carrier",
  isAdmin: false,
  companyName: "Demo Trucking LLC",
  hasPaidSubscription: true,
  subscriptionStatus: "active",
};

describe("userTypeLabel", () => {
  it("names the three account types", () => {
    expect(userTypeLabel(user)).toBe("Carrier");
    expect(userTypeLabel({ userType: "broker", isAdmin: false })).toBe("Broker");
    expect(userTypeLabel({ userType: "carrier", isAdmin: true })).toBe("Administrator");
  });
});
