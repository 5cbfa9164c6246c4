import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { signIn } from "./support/accounts";
import { browser, call } from "./support/call";
import { createPartner, partnerLoad as load, PartnerClient } from "./support/partners";

interface FeedItem {
  kind: "load" | "tombstone";
  partnerLoadId: string;
  loadId: string;
  reason?: string;
  removedAt?: string;
}

async function pushedLoads(...ids: string[]) {
  const partner = await createPartner();
  const client = await new PartnerClient(partner).authenticate();
  const pushed = await call("pushPartnerLoads", { body: { loads: ids.map((id) => load(id)) }, as: client });
  expect(pushed.status, pushed.describe).toBe(200);
  // The carrier manages its loads in the portal, which needs a subscription.
  await env.DB.prepare(
    "UPDATE users SET subscription_status = 'active', has_paid_subscription = 1, subscription_period_end = ?2 WHERE id = ?1",
  )
    .bind(partner.carrier.id, Date.now() + 86_400_000)
    .run();
  const carrier = browser();
  await signIn(carrier, partner.carrier);
  const loadIds = new Map<string, string>(
    pushed.body.results.map((result: { partnerLoadId: string; loadId: string }) => [
      result.partnerLoadId,
      result.loadId,
    ]),
  );
  return { partner, client, carrier, loadIds };
}

/** Every feed entry after `cursor`, read a page of `limit` at a time. */
async function readFeed(client: PartnerClient, cursor?: string, limit = 2) {
  const items: FeedItem[] = [];
  let next = cursor;
  for (;;) {
    const page = await call("listPartnerLoadChanges", {
      query: { limit, ...(next ? { cursor: next } : {}) },
      as: client,
    });
    expect(page.status, page.describe).toBe(200);
    items.push(...page.body.items);
    next = page.body.nextCursor;
    if (!page.body.hasMore) return { items, cursor: next };
  }
}

describe("the change feed's tombstones", () => {
  it("show a load its carrier deleted, once, after its last change, with when and why and no personal data", async () => {
    const { client, carrier, loadIds } = await pushedLoads("T-1", "T-2", "T-3");
    const before = await readFeed(client);
    expect(before.items.map((item) => [item.kind, item.partnerLoadId])).toEqual([
      ["load", "T-1"],
      ["load", "T-2"],
      ["load", "T-3"],
    ]);

    const deleted = await call("deleteLoad", { params: { id: loadIds.get("T-2") }, as: carrier });
    expect(deleted.status, deleted.describe).toBe(204);
    const after = await readFeed(client, before.cursor);
    expect(after.items).toEqual([
      {
        kind: "tombstone",
        partnerLoadId: "T-2",
        loadId: loadIds.get("T-2"),
        changedAt: expect.any(String),
        removedAt: expect.any(String),
        reason: "deleted",
      },
    ]);
    expect((await call("getPartnerLoad", { params: { partnerLoadId: "T-2" }, as: client })).status).toBe(404);

    // A partner starting over converges to the same copy: T-2 is created, then removed.
    const all = await readFeed(client, undefined, 1);
    const copy = new Map<string, FeedItem>();
    for (const item of all.items) {
      if (item.kind === "tombstone") copy.delete(item.partnerLoadId);
      else copy.set(item.partnerLoadId, item);
    }
    expect([...copy.keys()]).toEqual(["T-1", "T-3"]);
    expect((await readFeed(client, after.cursor)).items, "nothing is repeated").toEqual([]);
  });

  it("keep the record when the same partner id is pushed again: tombstone, then the new load", async () => {
    const { client, carrier, loadIds } = await pushedLoads("R-1");
    const { cursor } = await readFeed(client);
    expect((await call("deleteLoad", { params: { id: loadIds.get("R-1") }, as: carrier })).status).toBe(204);
    const again = await call("pushPartnerLoads", { body: { loads: [load("R-1", { weight: 41000 })] }, as: client });
    expect(again.body.results[0].status).toBe("created");
    const after = await readFeed(client, cursor);
    expect(after.items.map((item) => [item.kind, item.loadId])).toEqual([
      ["tombstone", loadIds.get("R-1")],
      ["load", again.body.results[0].loadId],
    ]);
  });

  it("show the loads of an erased carrier account as anonymised; the loads stay in the figures", async () => {
    const { partner, client, carrier, loadIds } = await pushedLoads("E-1", "E-2");
    const { cursor } = await readFeed(client);
    const erased = await call("deleteCurrentUser", {
      body: { currentPassword: partner.carrier.password },
      as: carrier,
    });
    expect(erased.status, erased.describe).toBe(200);

    const after = await readFeed(client, cursor);
    expect(after.items.map((item) => [item.kind, item.partnerLoadId, item.reason])).toEqual([
      ["tombstone", "E-1", "anonymised"],
      ["tombstone", "E-2", "anonymised"],
    ]);
    const kept = await env.DB.prepare("SELECT COUNT(*) AS n FROM loads WHERE id IN (?1, ?2) AND user_id IS NULL")
      .bind(loadIds.get("E-1"), loadIds.get("E-2"))
      .first<{ n: number }>();
    expect(kept?.n, "the loads stay, anonymised").toBe(2);
  });

  it("page by a cursor that holds any partner id (one beyond Latin-1 included)", async () => {
    const { client, carrier, loadIds } = await pushedLoads("Ü-1", "\u{1F69A}-2", "Z-3");
    expect((await call("deleteLoad", { params: { id: loadIds.get("\u{1F69A}-2") }, as: carrier })).status).toBe(204);
    const feed = await readFeed(client, undefined, 1);
    // One batch shares an instant, so its ids go in code point order; the removal comes after.
    expect(feed.items.map((item) => [item.kind, item.partnerLoadId])).toEqual([
      ["load", "Z-3"],
      ["load", "Ü-1"],
      ["tombstone", "\u{1F69A}-2"],
    ]);
    // The last cursor names the truck's id, which plain base64 of the JSON could not encode.
    expect((await readFeed(client, feed.cursor)).items).toEqual([]);
  });

  it("belong to their organisation only", async () => {
    const { carrier, loadIds } = await pushedLoads("O-1");
    const other = await createPartner();
    const otherClient = await new PartnerClient(other).authenticate();
    expect((await call("deleteLoad", { params: { id: loadIds.get("O-1") }, as: carrier })).status).toBe(204);
    expect((await readFeed(otherClient)).items).toEqual([]);
  });
});
