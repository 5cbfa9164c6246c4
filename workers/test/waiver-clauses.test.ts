// Waiver clauses end to end: a broker's rate confirmation with a clause is read by the document
// reader (its own code, run here), shown to its carrier and listed for administrators; one without
// (or an invoice) is not; a carrier's own upload is read and takes its load's broker when linked;
// clauses outlive their document.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../src/db/client";
import { countClausesByKind, listWaiverClausesForBroker } from "../src/db/queries/waiver-clauses";
import { call } from "./support/call";
import {
  createLoad,
  createTenant,
  expectStatus,
  pdfFile,
  shareDocument,
  signedInUser,
  type Tenant,
  type TestUser,
} from "./support/documents";
import { readPendingDocuments } from "./support/reader";

// biome-ignore lint/suspicious/noExplicitAny: test bodies are inspected field by field
type Body = any;

const CLAUSE = "Carrier waives any right to review Broker's records under 49 CFR 371.3.";
const rateConfirmation = (loadNumber: string, terms: string) =>
  pdfFile(`RATE CONFIRMATION Load ${loadNumber} Rate $2,150.00. Carrier shall deliver on time. ${terms} Quick pay 3%.`);
const waivers = async (brokerKey: string, since: number) =>
  (await countClausesByKind(createDb(env.DB), brokerKey, since)).waiver;
const anyPattern = expect.any(String);

let tenant: Tenant;
let admin: TestUser;
const brokerKey = () => `brokerage:${tenant.brokerageId}`;

beforeAll(async () => {
  tenant = await createTenant("Waiver");
  admin = await signedInUser("admin");
});

async function sharedWithCarrier(documentId: string): Promise<Body> {
  const body = await expectStatus<Body>(await call("listCarrierSharedDocuments", { as: tenant.carrier }), 200);
  return body.documents.find((document: Body) => document.id === documentId);
}

async function adminClauses(query: { limit?: string; cursor?: string } = {}): Promise<Body> {
  return expectStatus<Body>(await call("listAdminWaiverClauses", { query, as: admin }), 200);
}

describe("a broker's rate confirmation", () => {
  it("with a waiver clause: the carrier sees the sentence, administrators list it, the profile counts it", async () => {
    const since = Date.now() - 1000;
    const load = await createLoad(tenant);
    const shared = await shareDocument(tenant, load, {
      document: rateConfirmation(load.loadNumber, CLAUSE),
      documentType: "rate_confirmation",
    });
    const documentId = shared.document.id;
    expect((await sharedWithCarrier(documentId)).waiverClauses, "nothing until the reader has read it").toEqual([]);
    await readPendingDocuments();

    const seen = await sharedWithCarrier(documentId);
    expect(seen.waiverClauses, JSON.stringify(seen)).toEqual([{ patternId: anyPattern, sentence: CLAUSE }]);

    const listed = await adminClauses();
    const item = listed.items.find((candidate: Body) => candidate.document?.id === documentId);
    expect(item, JSON.stringify(listed)).toMatchObject({
      patternId: anyPattern,
      sentence: CLAUSE,
      broker: { key: brokerKey(), name: tenant.brokerName, mcNumber: tenant.mcNumber },
      document: { id: documentId, documentType: "rate_confirmation" },
      load: { id: load.id, loadNumber: load.loadNumber },
    });

    const db = createDb(env.DB);
    expect(await waivers(brokerKey(), since)).toBe(1);
    expect(await waivers(brokerKey(), Date.now() + 60_000)).toBe(0);
    expect(await waivers("mc:000000", since)).toBe(0);
    expect(await listWaiverClausesForBroker(db, brokerKey(), since)).toEqual([
      {
        kind: "waiver",
        documentId,
        loadId: load.id,
        patternId: anyPattern,
        sentence: CLAUSE,
        detectedAt: expect.any(String),
      },
    ]);
  });

  it("without a clause, with only a near-miss, or as an invoice: nothing is detected", async () => {
    const before = (await adminClauses()).total;
    const load = await createLoad(tenant);
    const clean = await shareDocument(tenant, load, {
      document: rateConfirmation(load.loadNumber, "Broker will keep records as required by 49 CFR 371.3."),
    });
    const invoice = await shareDocument(tenant, load, {
      document: rateConfirmation(load.loadNumber, CLAUSE),
      documentType: "invoice",
    });
    await readPendingDocuments();
    expect((await sharedWithCarrier(clean.document.id)).waiverClauses).toEqual([]);
    expect((await sharedWithCarrier(invoice.document.id)).waiverClauses).toEqual([]);
    expect((await adminClauses()).total).toBe(before);
  });

  it("a document with a clause counts once however many clauses it has", async () => {
    const since = Date.now() - 1000;
    const other = await createTenant("Twice");
    const load = await createLoad(other);
    await shareDocument(other, load, {
      document: rateConfirmation(
        load.loadNumber,
        `${CLAUSE} Carrier agrees not to request any copies of the Broker's records.`,
      ),
    });
    await readPendingDocuments();
    expect(await waivers(`brokerage:${other.brokerageId}`, since)).toBe(1);
    expect(await listWaiverClausesForBroker(createDb(env.DB), `brokerage:${other.brokerageId}`, since)).toHaveLength(2);
  });
});

describe("a carrier's own upload", () => {
  it("is read; its clause takes the load's broker when linked, and stays when the document is deleted", async () => {
    const uploaded = await expectStatus<Body>(
      await call("uploadDocument", {
        body: { document: rateConfirmation("LD-OWN-1", CLAUSE), documentType: "rate_confirmation" },
        as: tenant.carrier,
      }),
      201,
    );
    const documentId = uploaded.document.id;
    expect(uploaded.document.waiverClauses, "read in the background, after the upload").toEqual([]);
    await readPendingDocuments();
    const unlinked = await expectStatus<Body>(
      await call("listDocuments", { query: { unlinked: "true" }, as: tenant.carrier }),
      200,
    );
    expect(unlinked.documents.find((document: Body) => document.id === documentId)?.waiverClauses).toHaveLength(1);
    const row = () =>
      env.DB.prepare(
        "SELECT document_id, load_id, broker_key FROM waiver_clauses WHERE sentence = ? AND (document_id = ? OR document_id IS NULL)",
      )
        .bind(CLAUSE, documentId)
        .first<Record<string, unknown>>();
    expect(await row()).toEqual({ document_id: documentId, load_id: null, broker_key: null });

    const load = await createLoad(tenant);
    await expectStatus(await call("linkDocumentsToLoad", { body: { loadId: load.id }, as: tenant.carrier }), 200);
    expect(await row()).toEqual({ document_id: documentId, load_id: load.id, broker_key: brokerKey() });

    await expectStatus(await call("deleteDocument", { params: { id: documentId }, as: tenant.carrier }), 200);
    expect(await row(), "the clause is evidence: kept without its document").toEqual({
      document_id: null,
      load_id: load.id,
      broker_key: brokerKey(),
    });
  });

  it("of a bill of lading has no clause", async () => {
    const uploaded = await expectStatus<Body>(
      await call("uploadDocument", {
        body: { document: rateConfirmation("LD-OWN-2", CLAUSE), documentType: "bol" },
        as: tenant.carrier,
      }),
      201,
    );
    await readPendingDocuments();
    const listed = await expectStatus<Body>(await call("listDocuments", { as: tenant.carrier }), 200);
    expect(listed.documents.find((document: Body) => document.id === uploaded.document.id)?.waiverClauses).toEqual([]);
  });
});

describe("GET /api/admin/waiver-clauses", () => {
  it("pages newest first with a cursor, and refuses a cursor it did not issue", async () => {
    const first = await adminClauses({ limit: "1" });
    expect(first.items, JSON.stringify(first)).toHaveLength(1);
    expect(first.total).toBeGreaterThanOrEqual(3);
    const second = await adminClauses({ limit: "1", cursor: first.nextCursor });
    expect(second.items).toHaveLength(1);
    expect(second.items[0].id).not.toBe(first.items[0].id);
    expect(second.items[0].detectedAt <= first.items[0].detectedAt).toBe(true);
    await expectStatus(await call("listAdminWaiverClauses", { query: { cursor: "nonsense" }, as: admin }), 400);
  });

  it("answers 403 to a carrier and a broker", async () => {
    await expectStatus(await call("listAdminWaiverClauses", { as: tenant.carrier }), 403);
    await expectStatus(await call("listAdminWaiverClauses", { as: tenant.brokers[0] }), 403);
  });
});
