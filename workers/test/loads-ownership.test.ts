// Who sees and changes which loads: my-loads, delete (owner only, 404 otherwise), broker-loads (tenant only).
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "./support/accounts";
import { call } from "./support/call";
import { createTenant } from "./support/documents";
import { expectStatus, insertLoads, type Problem, type TestUser } from "./support/loads";

const DALLAS = { city: "Dallas", state: "TX", lat: 32.78306, lng: -96.80667 };
const ATLANTA = { city: "Atlanta", state: "GA", lat: 33.749, lng: -84.38798 };
const T0 = Date.UTC(2026, 10, 1);

let carrierA: TestUser;
let carrierB: TestUser;
let brokerA: TestUser;
let brokerB: TestUser;
let brokerageA: string;
let brokerageB: string;

beforeAll(async () => {
  // Brokerages of their own: the loads below name them by these MC numbers.
  ({ brokerageId: brokerageA } = await createTenant("A", { name: "Tenant A Brokerage", mcNumber: "MC700001" }));
  ({ brokerageId: brokerageB } = await createTenant("B", { name: "Tenant B Brokerage", mcNumber: "MC700002" }));
  carrierA = await signedInUser("carrier", { companyName: "A Trucking", mcNumber: "MC100001" });
  carrierB = await signedInUser("carrier", { companyName: "B Trucking", mcNumber: "MC100002" });
  brokerA = await signedInUser("broker", { brokerageId: brokerageA });
  brokerB = await signedInUser("broker", { brokerageId: brokerageB });
});

const lane = { trailerType: "reefer" as const, pickup: DALLAS, delivery: ATLANTA };

describe("GET /api/loads/my-loads", () => {
  it("lists only the caller's loads, newest first, in dollars", async () => {
    const [older, newer] = await insertLoads([
      { ...lane, userId: carrierA.id, uploadedAt: T0, rateCents: 123456 },
      { ...lane, userId: carrierA.id, uploadedAt: T0 + 1000 },
    ]);
    await insertLoads([{ ...lane, userId: carrierB.id, uploadedAt: T0 + 2000 }]);
    const rows = await expectStatus<{ id: string; rate: number; uploadedAt: string }[]>(
      await call("listMyLoads", { as: carrierA }),
      200,
    );
    expect(rows.map((row) => row.id)).toEqual([newer, older]);
    expect(rows[1]).toMatchObject({
      rate: 1234.56,
      uploadedAt: new Date(T0).toISOString(),
      brokerRegistrationStatus: "unregistered",
    });
    expect(Object.keys(rows[0] ?? {})).not.toContain("userId");
  });

  it("answers only the newest `limit` loads for the home screen, and refuses a limit outside 1 to 100", async () => {
    const carrier = await signedInUser("carrier");
    const ids = await insertLoads(
      Array.from({ length: 7 }, (_, index) => ({ ...lane, userId: carrier.id, uploadedAt: T0 + index * 1000 })),
    );
    const latest = await expectStatus<{ id: string }[]>(
      await call("listMyLoads", { query: { limit: "5" }, as: carrier }),
      200,
    );
    expect(latest.map((row) => row.id)).toEqual(ids.slice(2).reverse());
    const every = await expectStatus<{ id: string }[]>(await call("listMyLoads", { as: carrier }), 200);
    expect(every).toHaveLength(7);
    for (const limit of ["0", "101", "2.5", "five"]) {
      const problem = await expectStatus<Problem>(await call("listMyLoads", { query: { limit }, as: carrier }), 400);
      expect(JSON.stringify(problem), limit).toContain("limit must be a whole number from 1 to 100");
    }
  });

  it("answers 401 signed out", async () => {
    expect((await expectStatus<Problem>(await call("listMyLoads"), 401)).code).toBe("UNAUTHENTICATED");
  });
});

describe("DELETE /api/loads/{id}", () => {
  it("deletes the owner's load and audits it", async () => {
    const [id] = await insertLoads([{ ...lane, userId: carrierA.id, uploadedAt: T0 }]);
    await expectStatus(await call("deleteLoad", { params: { id }, as: carrierA }), 204);
    expect(await env.DB.prepare("SELECT id FROM loads WHERE id = ?").bind(id).first()).toBeNull();
    const audit = await env.DB.prepare(
      "SELECT actor_user_id FROM audit_log WHERE action = 'load.deleted' AND entity_id = ?",
    )
      .bind(id)
      .first();
    expect(audit).toEqual({ actor_user_id: carrierA.id });
  });

  it("answers another user's load with the same 404 as an unknown id, and keeps it", async () => {
    const [id] = await insertLoads([{ ...lane, userId: carrierA.id, uploadedAt: T0 }]);
    for (const user of [carrierB, brokerA, await signedInUser("admin")]) {
      const body = await expectStatus<Problem>(await call("deleteLoad", { params: { id }, as: user }), 404);
      expect(body.message).toBe("Load not found");
    }
    const unknown = await expectStatus<Problem>(
      await call("deleteLoad", { params: { id: crypto.randomUUID() }, as: carrierB }),
      404,
    );
    expect(unknown.message).toBe("Load not found");
    expect(await env.DB.prepare("SELECT id FROM loads WHERE id = ?").bind(id).first()).toEqual({ id });
    const audits = await env.DB.prepare("SELECT count(*) AS n FROM audit_log WHERE entity_id = ?").bind(id).first();
    expect(audits).toEqual({ n: 0 });
  });

  it("answers 401 signed out", async () => {
    const [id] = await insertLoads([{ ...lane, userId: carrierA.id, uploadedAt: T0 }]);
    await expectStatus(await call("deleteLoad", { params: { id } }), 401);
  });
});

describe("GET /api/loads/broker-loads", () => {
  it("lists the caller's brokerage's loads with the carrier and only its own documents", async () => {
    const [mine, theirs] = await insertLoads([
      { ...lane, userId: carrierA.id, uploadedAt: T0, brokerageId: brokerageA },
      { ...lane, userId: carrierB.id, uploadedAt: T0 + 1, brokerageId: brokerageB },
    ]);
    const document = (userId: string, loadId: string | undefined, brokerage: string | null, name: string) =>
      env.DB.prepare(
        `INSERT INTO documents (id, user_id, brokerage_id, load_id, file_name, original_file_name, document_type, file_size, mime_type, file_path)
         VALUES (?, ?, ?, ?, ?, ?, 'rate_confirmation', 10, 'application/pdf', 'k')`,
      ).bind(crypto.randomUUID(), userId, brokerage, loadId, name, name);
    await env.DB.batch([
      document(brokerA.id, mine, brokerageA, "sent-by-a.pdf"),
      document(carrierA.id, mine, null, "carrier-private.pdf"),
      document(brokerB.id, theirs, brokerageB, "sent-by-b.pdf"),
    ]);

    const rows = await expectStatus<
      { id: string; carrierCompanyName: string; documentsUploaded: { fileName: string }[] }[]
    >(await call("listBrokerageLoads", { as: brokerA }), 200);
    expect(rows.map((row) => row.id)).toEqual([mine]);
    expect(rows[0]).toMatchObject({
      carrierCompanyName: "A Trucking",
      carrierMcNumber: "MC100001",
      brokerRegistrationStatus: "registered",
    });
    expect(rows[0]?.documentsUploaded.map((document) => document.fileName)).toEqual(["sent-by-a.pdf"]);

    const other = await expectStatus<{ id: string }[]>(await call("listBrokerageLoads", { as: brokerB }), 200);
    expect(other.map((row) => row.id)).toEqual([theirs]);
  });

  it("answers 403 'Broker privileges required to view matched loads.' to carriers and admins", async () => {
    for (const user of [carrierA, await signedInUser("admin")]) {
      const body = await expectStatus<Problem>(await call("listBrokerageLoads", { as: user }), 403);
      expect(body.message).toBe("Broker privileges required to view matched loads.");
    }
  });

  it("answers an empty list to a broker without a brokerage, and 401 signed out", async () => {
    expect(await expectStatus(await call("listBrokerageLoads", { as: await signedInUser("broker") }), 200)).toEqual([]);
    await expectStatus(await call("listBrokerageLoads"), 401);
  });
});
