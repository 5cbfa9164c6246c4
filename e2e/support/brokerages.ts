import type { BrowserContext } from "@playwright/test";
import { pickRegistryBrokerage, registerVerified } from "./accounts";
import { subscribeThroughApi } from "./payments";
import { signInContext } from "./session";

/**
 * A broker who founds a brokerage of its own: registers for an active broker of the FMCSA sample
 * that no one has registered yet (the first broker of an MC number creates its brokerage),
 * verifies, signs `context` in and subscribes to the Broker Plan. Its brokerage has no loads.
 */
export async function createBrokerOfNewBrokerage(context: BrowserContext, baseURL: string, label: string) {
  const { request } = context;
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const entry = await pickRegistryBrokerage(request);
    const broker = await registerVerified(request, "broker", entry, { label });
    if (!broker) continue;
    await signInContext(context, broker);
    await subscribeThroughApi(context, baseURL);
    // Someone registered this brokerage earlier on the same database: this broker only asked to
    // join (members answer 200, a waiting broker 403), so try another record.
    const members = await request.get("/api/brokerage/members");
    if (members.status() !== 200) continue;
    return { ...broker, companyName: entry.companyName };
  }
  throw new Error("no unregistered broker in the registry sample after 6 tries");
}
