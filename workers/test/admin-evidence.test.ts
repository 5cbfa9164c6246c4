// The administrator's side-by-side evidence of a load and the verification queue: the load, the
// broker's record and the readings of its documents (written straight into document_readings:
// the reader does not run in these tests), compared fact by fact.
import { env } from "cloudflare:workers";
import { emptyFields } from "@truerate/domain/documents/reading/fields/read-fields";
import type { DocumentFields, ReadField } from "@truerate/domain/documents/reading/types";
import { beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "./support/accounts";
import { call } from "./support/call";
import {
  type CreatedLoad,
  createLoad,
  expectStatus,
  shareDocument,
  type Tenant,
  type TestUser,
} from "./support/documents";
import { world } from "./support/fixed-world";

const read = <Value>(value: Value, quote: string, page = 1): ReadField<Value> => ({
  value,
  confidence: 0.9,
  quote,
  page,
});
const fields = (change: Partial<DocumentFields>): DocumentFields => ({ ...emptyFields(), ...change });

/** What the reader would store for a document. */
async function writeReading(documentId: string, read: DocumentFields, clauses: unknown[] = []) {
  await env.DB.prepare(
    `INSERT INTO document_readings (document_id, status, method, pages, engine, fields, clauses, requested_at, read_at)
     VALUES (?1, 'read', 'text', 1, 'test', ?2, ?3, ?4, ?4)
     ON CONFLICT (document_id) DO UPDATE SET status = 'read', fields = ?2, clauses = ?3, read_at = ?4`,
  )
    .bind(documentId, JSON.stringify(read), JSON.stringify(clauses), Date.now())
    .run();
}

async function writeRecord(loadId: string, compensationCents: number, carrierPaidCents: number | null) {
  await env.DB.prepare(
    `INSERT INTO transaction_records (id, load_id, version, channel, submitted_by_email, consignor, originating_carrier,
       bill_of_lading_number, compensation_cents, payer, freight_charges_collected_cents, carrier_paid_cents,
       itemized_charges, evidence)
     VALUES (?1, ?2, 1, 'broker', 'b@example.test', 'Shipper Co', 'Carrier Co', 'BOL-1', ?3, 'Shipper Co', ?3, ?4, '[]', '[]')`,
  )
    .bind(crypto.randomUUID(), loadId, compensationCents, carrierPaidCents)
    .run();
}

const WAIVER = {
  kind: "waiver",
  patternId: "mutual-waiver",
  sentence: "Carrier expressly waives any and all rights under 49 C.F.R. § 371.3.",
  page: 1,
  explanation: "This sentence gives up your right to see the broker's record of this load.",
};

/** A load with a record, a rate confirmation and an invoice whose readings state `pay` and `billed`. */
async function loadWithEvidence(tenant: Tenant, pay: number, billed: number): Promise<CreatedLoad> {
  const load = await createLoad(tenant);
  await writeRecord(load.id, 310_000, 215_000);
  const rateConfirmation = await shareDocument(tenant, load);
  const invoice = await shareDocument(tenant, load, { documentType: "invoice", documentName: "Invoice" });
  await writeReading(
    String(rateConfirmation.document.id),
    fields({
      loadNumber: read(load.loadNumber, `Load # ${load.loadNumber}`),
      brokerName: read(tenant.brokerName, tenant.brokerName),
      total: read(pay, `Total Carrier Pay $${pay}`),
    }),
    [WAIVER],
  );
  await writeReading(
    String(invoice.document.id),
    fields({
      loadNumber: read(load.loadNumber, `Reference ${load.loadNumber}`),
      brokerName: read(tenant.brokerName, `Bill to ${tenant.brokerName}`),
      total: read(billed, `Amount Due $${billed}`, 2),
    }),
  );
  return load;
}

type Value = { source: string; value: number | string | null; quote?: string; agreesWithReference: boolean };
type Comparison = { fact: string; values: Value[]; agrees: boolean; disagrees: boolean };
type Evidence = {
  load: { id: string; carrierPay: number; loadNumber: string; verified: boolean };
  record: { version: number; compensation: number } | null;
  documents: { kind: string; status: string; clauses: { kind: string }[]; fields: unknown }[];
  comparisons: Comparison[];
  suggestedTrueRate: { amount: number; sources: string[]; corroborated: boolean } | null;
};
type QueueRow = { loadId: string; standing: string; agreeing: number; disagreeing: number };
type Queue = { loads: QueueRow[]; total: number; page: number; pageSize: number };

let admin: TestUser;
let tenant: Tenant;
let agreeing: CreatedLoad;
let differing: CreatedLoad;

beforeAll(async () => {
  admin = await signedInUser("admin");
  tenant = await world.tenantA();
  agreeing = await loadWithEvidence(tenant, 2150, 3100);
  differing = await loadWithEvidence(tenant, 2400, 2990);
});

const evidenceOf = (id: string, user: TestUser | null = admin) =>
  call("getAdminLoadEvidence", { params: { id }, as: user });
const fact = (evidence: Evidence, name: string) => evidence.comparisons.find((item) => item.fact === name);

describe("GET /api/admin/loads/{id}/evidence", () => {
  it("sets the load, the record and the readings side by side, and suggests the true rate they agree on", async () => {
    const evidence = await expectStatus<Evidence>(await evidenceOf(agreeing.id), 200);
    expect(evidence.load).toMatchObject({ id: agreeing.id, carrierPay: 2150, verified: false });
    expect(evidence.record).toMatchObject({ version: 1, compensation: 3100 });
    expect(evidence.documents.map((item) => [item.kind, item.status])).toEqual([
      ["rateConfirmation", "read"],
      ["invoice", "read"],
    ]);
    expect(evidence.documents[0]?.clauses.map((clause) => clause.kind)).toEqual(["waiver"]);
    expect(evidence.comparisons.map((item) => [item.fact, item.agrees])).toEqual([
      ["carrierPay", true],
      ["shipperCharge", true],
      ["loadNumber", true],
      ["broker", true],
    ]);
    expect(evidence.suggestedTrueRate).toEqual({
      amount: 3100,
      sources: ["record", "invoice"],
      documentIds: [expect.any(String)],
      corroborated: true,
    });
  });

  it("marks every disagreement with the value each source states", async () => {
    const evidence = await expectStatus<Evidence>(await evidenceOf(differing.id), 200);
    const carrierPay = fact(evidence, "carrierPay");
    expect(carrierPay, JSON.stringify(evidence.comparisons)).toMatchObject({ agrees: false, disagrees: true });
    expect(carrierPay?.values.map((item) => [item.source, item.value, item.agreesWithReference])).toEqual([
      ["load", 2150, true],
      ["record", 2150, true],
      ["rateConfirmation", 2400, false],
    ]);
    expect(carrierPay?.values[2]?.quote).toBe("Total Carrier Pay $2400");
    expect(fact(evidence, "shipperCharge")).toMatchObject({ disagrees: true });
    // The record and the invoice disagree: the record's amount, stated by one source only.
    expect(evidence.suggestedTrueRate).toMatchObject({ amount: 3100, sources: ["record"], corroborated: false });
  });

  it("accepts the suggested true rate through the verify operation, and the load leaves the queue", async () => {
    const load = await loadWithEvidence(tenant, 2150, 3100);
    const evidence = await expectStatus<Evidence>(await evidenceOf(load.id), 200);
    const trueRate = evidence.suggestedTrueRate?.amount;
    await expectStatus(
      await call("verifyLoadTrueRate", { params: { id: load.id }, body: { trueRate }, as: admin }),
      200,
    );
    const after = await expectStatus<Evidence>(await evidenceOf(load.id), 200);
    expect(after.load).toMatchObject({ verified: true, trueRate: 3100 });
    // Verified against the record, whose carrier pay the rate confirmation's reading states: document-verified.
    const flag = await env.DB.prepare("SELECT document_verified AS documentVerified FROM loads WHERE id = ?")
      .bind(load.id)
      .first();
    expect(flag).toEqual({ documentVerified: 1 });
    const queue = await expectStatus<Queue>(
      await call("listAdminVerificationQueue", { query: { pageSize: "100" }, as: admin }),
      200,
    );
    expect(queue.loads.map((row) => row.loadId)).not.toContain(load.id);
  });

  it("answers 404 for an unknown load", async () => {
    await expectStatus(await evidenceOf(crypto.randomUUID()), 404);
  });

  it("is for administrators only", async () => {
    for (const user of [tenant.carrier, tenant.brokers[0]]) {
      const problem = await expectStatus<{ message: string }>(await evidenceOf(agreeing.id, user), 403);
      expect(problem.message).toBe("This page is only accessible to administrators");
    }
    await expectStatus(await evidenceOf(agreeing.id, null), 401);
  });
});

describe("GET /api/admin/loads/verification-queue", () => {
  it("lists the unverified loads with readings, agreeing first, each with its counts", async () => {
    const plain = await createLoad(tenant); // no reading: not in the queue
    const queue = await expectStatus<Queue>(
      await call("listAdminVerificationQueue", { query: { pageSize: "100" }, as: admin }),
      200,
    );
    const ids = queue.loads.map((row) => row.loadId);
    expect(ids).not.toContain(plain.id);
    const first = queue.loads.find((row) => row.loadId === agreeing.id);
    const second = queue.loads.find((row) => row.loadId === differing.id);
    expect(first, JSON.stringify(queue)).toMatchObject({ standing: "agrees", agreeing: 4, disagreeing: 0 });
    expect(second).toMatchObject({ standing: "partial", agreeing: 2, disagreeing: 2 });
    expect(ids.indexOf(agreeing.id)).toBeLessThan(ids.indexOf(differing.id));
    const order = { agrees: 0, partial: 1, disagrees: 2 } as Record<string, number>;
    const standings = queue.loads.map((row) => order[row.standing] ?? 3);
    expect(standings).toEqual([...standings].sort((a, b) => a - b));
  });

  it("pages the queue by number", async () => {
    const page = await expectStatus<Queue>(
      await call("listAdminVerificationQueue", { query: { pageSize: "1", page: "2" }, as: admin }),
      200,
    );
    expect(page).toMatchObject({ page: 2, pageSize: 1 });
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.loads).toHaveLength(1);
    await expectStatus(await call("listAdminVerificationQueue", { query: { pageSize: "201" }, as: admin }), 400);
  });

  it("is for administrators only", async () => {
    await expectStatus(await call("listAdminVerificationQueue", { as: tenant.carrier }), 403);
    await expectStatus(await call("listAdminVerificationQueue", { as: tenant.brokers[0] }), 403);
    await expectStatus(await call("listAdminVerificationQueue"), 401);
  });
});
