import { DEMO_ACCOUNTS } from "../../scripts/lib/demo-accounts.mjs";

/**
 * The seeded demo users (scripts/seed): a subscribed carrier, a subscribed broker of Demo Freight
 * Brokerage LLC, an admin, and a subscribed broker waiting to join Demo Freight (the newcomer).
 * The e2e database is seeded fresh for every run.
 */
export const E2E_ROLES = ["carrier", "broker", "admin", "newcomer"] as const;
export type E2eRole = (typeof E2E_ROLES)[number];

export interface DemoUser {
  role: E2eRole;
  email: string;
  password: string;
}

export function demoUser(role: E2eRole): DemoUser {
  const found = DEMO_ACCOUNTS.users.find((user) => user.key === role);
  if (!found) throw new Error(`The seed has no demo ${role}`);
  return { role, email: found.email, password: DEMO_ACCOUNTS.password };
}
