/**
 * The users the e2e accounts stub answers GET /api/user with, one per role. Shaped as spec 000 §3
 * describes the user the client reads.
 */
export const E2E_ROLE_COOKIE = "tr_e2e_role";
export const E2E_ROLES = ["carrier", "broker", "admin"] as const;
export type E2eRole = (typeof E2E_ROLES)[number];

export const E2E_USERS: Record<E2eRole, Record<string, unknown>> = {
  carrier: {
    id: "e2e-carrier",
    email: "carrier@e2e.truerate.test",
    userType: "carrier",
    isAdmin: false,
    companyName: "E2E Hauling",
    hasSubscription: true,
    hasPaidSubscription: true,
    subscriptionStatus: "active",
  },
  broker: {
    id: "e2e-broker",
    email: "broker@e2e.truerate.test",
    userType: "broker",
    isAdmin: false,
    companyName: "E2E Brokerage",
    hasSubscription: true,
    hasPaidSubscription: true,
    subscriptionStatus: "active",
  },
  admin: {
    id: "e2e-admin",
    email: "admin@e2e.truerate.test",
    userType: "admin",
    isAdmin: true,
    companyName: null,
    hasSubscription: true,
    hasPaidSubscription: false,
    subscriptionStatus: "active",
  },
};

export function isE2eRole(value: string | undefined): value is E2eRole {
  return value !== undefined && (E2E_ROLES as readonly string[]).includes(value);
}
