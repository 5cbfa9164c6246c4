// POST /api/loads: the load with its 48-hour deadline, tenant matching, document linking, access.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../src/db/client";
import { matchBrokerage, matchBrokerages } from "../src/services/loads/match-brokerage";
import { signedInUser } from "./support/accounts";
import { call } from "./support/call";
import { createTenant, TEST_LANE } from "./support/documents";
import { expectStatus, type Problem, type TestUser } from "./support/loads";

const HOUR = 60 * 60 * 1000;

const load = (change: Record<string, unknown> = {}) => ({
  brokerName: "Unknown Haulers Inc",
  brokerEmail: "ops@unknown-haulers.test",
  // A fresh number each time: the same load twice within a day is refused as a duplicate.
  loadNumber: `LD-${crypto.randomUUID().slice(0, 8)}`,
  ...TEST_LANE,
  // Cents on the rate: the API keeps them.
  rate: 2150.25,
  ...change,
});

type Created = {
  id: string;
  brokerRegistrationStatus: string;
  linkedDocuments: number;
  uploadedAt: string;
  deadlineAt: string;
};

let carrier: TestUser;
let brokerageId: string;

beforeAll(async () => {
  carrier = await signedInUser("carrier");
  // A brokerage of its own: the loads below are matched to it by this MC number and email domain.
  ({ brokerageId } = await createTenant("Acme", {
    name: "Acme Freight Brokers, LLC",
    mcNumber: "MC555111",
    emailDomain: "acmefreight.test",
  }));
});

async function create(body: Record<string, unknown>, user: TestUser = carrier) {
  return expectStatus<Created>(await call("createLoad", { body, as: user }), 201);
}

async function stored(id: string) {
  return env.DB.prepare("SELECT * FROM loads WHERE id = ?").bind(id).first<Record<string, unknown>>();
}

describe("POST /api/loads", () => {
  it("records the load in cents with its deadline 48 hours after the upload", async () => {
    const created = await create(load({ date: "2026-11-20" }));
    expect(created.brokerRegistrationStatus).toBe("unregistered");
    expect(Date.parse(created.deadlineAt) - Date.parse(created.uploadedAt)).toBe(48 * HOUR);
    const row = await stored(created.id);
    expect(row, JSON.stringify(row)).toMatchObject({
      user_id: carrier.id,
      rate_cents: 215025,
      date: "2026-11-20",
      pickup_state: "TX",
      brokerage_id: null,
      uploaded_at: Date.parse(created.uploadedAt),
      deadline_at: Date.parse(created.deadlineAt),
      compliance_status: "pending",
    });
    const audit = await env.DB.prepare("SELECT action FROM audit_log WHERE entity_id = ?").bind(created.id).first();
    expect(audit).toEqual({ action: "load.created" });
  });

  it("is registered when the MC number matches a brokerage, whatever the name", async () => {
    const created = await create(load({ brokerName: "Someone Else", brokerMcNumber: "MC-555111" }));
    expect(created.brokerRegistrationStatus).toBe("registered");
    expect((await stored(created.id))?.brokerage_id).toBe(brokerageId);
  });

  it("is registered when the name and the e-mail domain both match", async () => {
    const created = await create(
      load({ brokerName: "ACME Freight Brokers LLC", brokerEmail: "Dispatch@AcmeFreight.test" }),
    );
    expect(created.brokerRegistrationStatus).toBe("registered");
    expect((await stored(created.id))?.brokerage_id).toBe(brokerageId);
  });

  it("is unregistered when only the name or only the domain matches, or the MC is unknown", async () => {
    for (const change of [
      { brokerName: "Acme Freight Brokers LLC", brokerEmail: "ops@gmail.test" },
      { brokerName: "Other Name", brokerEmail: "ops@acmefreight.test" },
      { brokerMcNumber: "MC999999" },
    ]) {
      const created = await create(load(change));
      expect(created.brokerRegistrationStatus, JSON.stringify(change)).toBe("unregistered");
    }
  });

  it("is registered when the broker e-mail is a broker user's, and records that user", async () => {
    // A brokerage of its own, found by this MC number alone.
    const { brokerageId: brokerage } = await createTenant("Lone", { name: "Lone Broker Co", mcNumber: "MC555222" });
    const broker = await signedInUser("broker", { brokerageId: brokerage });
    const created = await create(load({ brokerName: "Whatever", brokerEmail: broker.email }));
    expect(created.brokerRegistrationStatus).toBe("registered");
    expect(await stored(created.id)).toMatchObject({ brokerage_id: brokerage, broker_user_id: broker.id });
  });

  it("links the carrier's documents that have no load, and nobody else's", async () => {
    const other = await signedInUser("carrier");
    const document = (userId: string, loadId: string | null) =>
      env.DB.prepare(
        `INSERT INTO documents (id, user_id, load_id, file_name, original_file_name, document_type, file_size, mime_type, file_path)
         VALUES (?, ?, ?, 'f.pdf', 'f.pdf', 'bol', 10, 'application/pdf', 'k')`,
      ).bind(crypto.randomUUID(), userId, loadId);
    const earlier = await create(load({ loadNumber: "LD-EARLIER" }));
    await env.DB.batch([
      document(carrier.id, null),
      document(carrier.id, null),
      document(carrier.id, earlier.id),
      document(other.id, null),
    ]);

    const created = await create(load({ loadNumber: "LD-LINK" }));
    expect(created.linkedDocuments).toBe(2);
    const counts = await env.DB.prepare(
      `SELECT sum(load_id = ?1) AS linked, sum(load_id = ?2) AS kept, sum(load_id IS NULL) AS unlinked FROM documents`,
    )
      .bind(created.id, earlier.id)
      .first();
    expect(counts).toEqual({ linked: 2, kept: 1, unlinked: 1 });
    const linked = await env.DB.prepare("SELECT DISTINCT load_number FROM documents WHERE load_id = ?")
      .bind(created.id)
      .all();
    expect(linked.results).toEqual([{ load_number: "LD-LINK" }]);
  });

  it("fills missing coordinates and the ZIP3 area from the gazetteer, small places included", async () => {
    await env.DB.prepare(
      `INSERT INTO places (id, city, state, latitude, longitude, population, search_name, zip3)
       VALUES ('t-1', 'Cañon City', 'CO', 38.44, -105.24, 16000, 'canon city, co', '812')`,
    ).run();
    const { pickupLatitude: _a, pickupLongitude: _b, deliveryLatitude: _c, deliveryLongitude: _d, ...bare } = load();
    const trip = { pickupCity: "Cañon City", pickupState: "co", deliveryCity: "Denver", deliveryState: "CO" };
    const created = await create({ ...bare, ...trip, mileage: 115, rate: 650 });
    expect(await stored(created.id)).toMatchObject({
      pickup_latitude: 38.44,
      pickup_longitude: -105.24,
      pickup_zip3: "812",
    });
    expect((await stored(created.id))?.delivery_latitude).toBeCloseTo(39.74, 1);
  });

  it("defaults the date to today in New York", async () => {
    const created = await create(load());
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(
      new Date(created.uploadedAt),
    );
    expect((await stored(created.id))?.date).toBe(today);
  });

  it("answers 401 signed out, before looking at the body", async () => {
    const body = await expectStatus<Problem>(await call("createLoad", { body: {} }), 401);
    expect(body.code).toBe("UNAUTHENTICATED");
  });

  it("refuses brokers (403) and lets admins submit", async () => {
    const broker = await signedInUser("broker", { brokerageId });
    const refused = await expectStatus<Problem>(await call("createLoad", { body: load(), as: broker }), 403);
    expect(refused.message).toBe("Only carriers can submit loads.");
    await create(load(), await signedInUser("admin"));
  });
});

describe("matchBrokerages (a partner batch's brokers, in one round trip)", () => {
  it("matches every broker of a mixed batch exactly as it matches each one alone", async () => {
    // A brokerage of its own, found by this MC number alone.
    const { brokerageId: lone } = await createTenant("Batch Lone", {
      name: "Batch Lone Broker Co",
      mcNumber: "MC555333",
    });
    const broker = await signedInUser("broker", { brokerageId: lone });
    const brokers = [
      load({ brokerName: "Someone Else", brokerMcNumber: "MC555111" }),
      load({ brokerName: "ACME Freight Brokers LLC", brokerEmail: "Dispatch@AcmeFreight.test" }),
      load({ brokerName: "Acme Freight Brokers LLC", brokerEmail: "ops@gmail.test" }),
      load({ brokerName: "Other Name", brokerEmail: "ops@acmefreight.test" }),
      load({ brokerMcNumber: "MC999999" }),
      load({ brokerName: "Whatever", brokerEmail: broker.email }),
      load({ brokerName: "Whatever", brokerEmail: broker.email, brokerMcNumber: "MC555111" }),
    ] as { brokerName: string; brokerEmail: string; brokerMcNumber?: string }[];
    const db = createDb(env.DB);
    const together = await matchBrokerages({ db }, { brokers });
    const alone = [];
    for (const one of brokers) alone.push(await matchBrokerage({ db }, { broker: one }));
    expect(together).toEqual(alone);
    expect(together.map((match) => [match.brokerageId, match.matchedBy])).toEqual([
      [brokerageId, "mc_number"],
      [brokerageId, "name_and_domain"],
      [null, null],
      [null, null],
      [null, null],
      [lone, "broker_user"],
      [brokerageId, "mc_number"],
    ]);
    expect(together[6]?.brokerUserId).toBe(broker.id);
    expect(await matchBrokerages({ db }, { brokers: [] })).toEqual([]);
  });
});
