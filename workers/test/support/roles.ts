// Who the authorization matrix asks as. To add a caller (say a partner client of another
// organisation, with an API key), add one entry here: its name, how its request is signed, and what
// it gets where the table has no word for it (`otherwise`); rows may then name it like any role.
import { createPartner, PartnerClient } from "./partners";
import type { World } from "./world";
import { freshSessionToken, unsubscribedCarrierSession } from "./world";

export type RoleName =
  | "anonymous"
  | "carrierUnsubscribed"
  | "otherCarrier"
  | "broker"
  | "otherBroker"
  | "pendingBroker"
  | "admin"
  | "otherPartner"
  | "partner"
  | "carrierSubscribed";

export interface Role {
  name: RoleName;
  describe: string;
  /** The credentials of one request: a fresh session cookie, or headers such as an API key. */
  credentials(world: World): Promise<{ session?: string; headers?: Record<string, string> }>;
  /** What the role gets where a row does not name it: the outcome of another role of that row. */
  otherwise?: RoleName;
}

const signedInAs = (user: keyof World["users"]) => async (world: World) => ({
  session: await freshSessionToken(world.users[user].id),
});

/**
 * The owners (the partner, then carrierSubscribed) ask last, so an operation that deletes or settles its record
 * (delete a load, approve a document) has answered everyone else first.
 */
export const ROLES: Role[] = [
  { name: "anonymous", describe: "signed out", credentials: async () => ({}) },
  {
    name: "carrierUnsubscribed",
    describe: "a carrier without a subscription (a new one per request: subscribing must not carry over)",
    credentials: async () => ({ session: await unsubscribedCarrierSession() }),
  },
  {
    name: "otherCarrier",
    describe: "another carrier, with the first one's ids",
    credentials: signedInAs("otherCarrier"),
  },
  { name: "broker", describe: "a broker of the load's brokerage", credentials: signedInAs("broker") },
  {
    name: "otherBroker",
    describe: "a broker of another brokerage, with the first one's ids",
    credentials: signedInAs("otherBroker"),
  },
  {
    name: "pendingBroker",
    describe: "a broker waiting to join the brokerage",
    credentials: signedInAs("pendingBroker"),
  },
  { name: "admin", describe: "an administrator", credentials: signedInAs("admin") },
  {
    name: "otherPartner",
    describe: "a partner client of another organisation (a bearer token, no session), with the first carrier's ids",
    credentials: async () => ({ headers: { authorization: `Bearer ${await otherPartnerToken()}` } }),
    otherwise: "anonymous",
  },
  {
    // After the other partner, so the records it must not see are still there when it asks.
    name: "partner",
    describe: "the partner client that owns the partner records (a bearer token with every scope, no session)",
    credentials: async (world) => ({ headers: { authorization: `Bearer ${world.partner.token}` } }),
    otherwise: "anonymous",
  },
  {
    name: "carrierSubscribed",
    describe: "the subscribed carrier who owns the records",
    credentials: signedInAs("carrierSubscribed"),
  },
];

let partnerToken: Promise<string> | undefined;

/** One partner organisation of its own, created once; its token outlives a matrix run (15 minutes). */
function otherPartnerToken(): Promise<string> {
  partnerToken ??= createPartner().then(async (partner) => {
    const client = await new PartnerClient(partner).authenticate();
    if (!client.token) throw new Error("the partner got no token");
    return client.token;
  });
  return partnerToken;
}
