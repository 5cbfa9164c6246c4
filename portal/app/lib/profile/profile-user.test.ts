import { describe, expect, it } from "vitest";
import type { SessionUser } from "../session-user";
import { parseProfileUser, userTypeLabel } from "./profile-user";

const user: SessionUser = {
  id: "u1",
  email: "carrier@truerate.test",
  userType: "carrier",
  isAdmin: false,
  companyName: "Demo Trucking LLC",
  hasPaidSubscription: true,
  subscriptionStatus: "active",
};

describe("parseProfileUser", () => {
  it("adds the company fields of GET /api/user", () => {
    const profile = parseProfileUser(user, {
      ...user,
      phoneNumber: "614-555-0100",
      mcNumber: "MC654321",
      dotNumber: "654321",
      numberOfTrucks: 3,
      trailerTypes: ["dry_van", "spaceship", "reefer"],
    });
    expect(profile).toMatchObject({ mcNumber: "MC654321", numberOfTrucks: 3, trailerTypes: ["dry_van", "reefer"] });
  });

  it("starts blank when the answer lacks them, and reads the older comma-separated trailer types", () => {
    expect(parseProfileUser(user, null)).toMatchObject({ phoneNumber: null, trailerTypes: [] });
    expect(parseProfileUser(user, { user: { trailerTypes: "flatbed,power_only" } }).trailerTypes).toEqual([
      "flatbed",
      "power_only",
    ]);
  });
});

describe("userTypeLabel", () => {
  it("names the three account types", () => {
    expect(userTypeLabel(user)).toBe("Carrier");
    expect(userTypeLabel({ userType: "broker", isAdmin: false })).toBe("Broker");
    expect(userTypeLabel({ userType: "carrier", isAdmin: true })).toBe("Administrator");
  });
});
