// The one fixed world of a test file: two brokerages, each with its two brokers and its carrier, an
// admin, a carrier without a subscription and a broker waiting to join the first brokerage. Each
// member is made the first time a test asks for it and kept for the rest of the file (every test
// file runs in its own isolate), so a file signs up no one it does not use: creating a user hashes
// its password, which is most of a file's setup time.
import { env } from "cloudflare:test";
import { createTenant, signedInUser, type Tenant, type TestUser } from "./documents";

/** A value made on first use and shared after. */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

export interface People {
  tenantA: () => Promise<Tenant>;
  tenantB: () => Promise<Tenant>;
  admin: () => Promise<TestUser>;
  carrierUnsubscribed: () => Promise<TestUser>;
  /** A broker whose request to join tenant A waits for an answer. */
  pendingBroker: () => Promise<TestUser>;
}

/** A broker (signed in) whose request to join the brokerage waits for an answer. */
export async function pendingBrokerOf(brokerageId: string): Promise<TestUser> {
  const user = await signedInUser("broker");
  await env.DB.prepare("UPDATE users SET brokerage_id = NULL, pending_brokerage_id = ?1 WHERE id = ?2")
    .bind(brokerageId, user.id)
    .run();
  return user;
}

/** A world of its own, for the rare test that needs a second one (the faults suite's twin). */
export function peopleOf(label: string): People {
  const tenantA = once(() => createTenant(`${label} A`));
  return {
    tenantA,
    tenantB: once(() => createTenant(`${label} B`)),
    admin: once(() => signedInUser("admin")),
    carrierUnsubscribed: once(async () => {
      const user = await signedInUser("carrier");
      await env.DB.prepare("UPDATE users SET subscription_status = 'inactive', has_paid_subscription = 0 WHERE id = ?1")
        .bind(user.id)
        .run();
      return user;
    }),
    pendingBroker: once(async () => pendingBrokerOf((await tenantA()).brokerageId)),
  };
}

/** The file's world: `await world.tenantA()` is the same brokerage in every test of the file. */
export const world: People = peopleOf("World");
