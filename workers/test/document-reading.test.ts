// GET /api/documents/{id}/reading: a document enters with a pending reading; once the reader has
// stored one (written straight into document_readings here: the reader does not run in these
// tests) its fields, clauses and checks against the load are answered to the parties of the
// document, and to nobody else.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "./support/accounts";
import { call } from "./support/call";
import {
  type CreatedLoad,
  createLoad,
  expectStatus,
  pdfFile,
  shareDocument,
  type Tenant,
  type TestUser,
} from "./support/documents";
import { world } from "./support/fixed-world";

type Reading = {
  documentId: string;
  status: string;
  fields: { total: { value: number; quote: string } | null } | null;
  clauses: { kind: string; sentence: string }[];
  checks: { field: string; agrees: boolean; message: string }[];
};

let tenant: Tenant;
let other: Tenant;
let admin: TestUser;
let load: CreatedLoad;
let sharedId: string;
let ownId: string;

const readingOf = (id: string, user: TestUser | null) => call("getDocumentReading", { params: { id }, as: user });

beforeAll(async () => {
  tenant = await world.tenantA();
  other = await world.tenantB();
  admin = await signedInUser("admin");
  load = await createLoad(tenant);
  const shared = await shareDocument(tenant, load);
  sharedId = String(shared.document.id);
  const own = await expectStatus<{ document: { id: string } }>(
    await call("uploadDocument", {
      body: { document: pdfFile("bill of lading"), documentType: "bol" },
      as: tenant.carrier,
    }),
    201,
  );
  ownId = own.document.id;
});

describe("GET /api/documents/{id}/reading", () => {
  it("is pending right after an upload and after a broker's share", async () => {
    for (const [id, user] of [
      [ownId, tenant.carrier],
      [sharedId, tenant.carrier],
    ] as const) {
      const reading = await expectStatus<Reading>(await readingOf(id, user), 200);
      expect(reading).toMatchObject({ documentId: id, status: "pending", fields: null, clauses: [], checks: [] });
    }
  });

  it("answers what the reader stored, with the checks against the load", async () => {
    const fields = {
      loadNumber: { value: load.loadNumber, confidence: 0.95, quote: `Load # ${load.loadNumber}`, page: 1 },
      brokerName: { value: tenant.brokerName, confidence: 0.9, quote: tenant.brokerName, page: 1 },
      brokerMcNumber: null,
      carrierName: null,
      carrierMcNumber: null,
      pickup: { city: null, state: null, date: null },
      delivery: { city: null, state: null, date: null },
      linehaul: null,
      fuelSurcharge: null,
      accessorials: [],
      total: { value: 2100, confidence: 0.9, quote: "Total Carrier Pay $2,100.00", page: 1 },
      paymentTerms: null,
    };
    const clauses = [
      {
        kind: "waiver",
        patternId: "mutual-waiver",
        sentence: "Carrier waives all rights under 49 C.F.R. § 371.3.",
        page: 1,
        explanation: "This gives up your right to the broker's record.",
      },
    ];
    await env.DB.prepare(
      `UPDATE document_readings SET status = 'read', method = 'text', pages = 1, engine = 'test', fields = ?2,
         clauses = ?3, read_at = ?4 WHERE document_id = ?1`,
    )
      .bind(sharedId, JSON.stringify(fields), JSON.stringify(clauses), Date.now())
      .run();
    const reading = await expectStatus<Reading>(await readingOf(sharedId, tenant.carrier), 200);
    expect(reading.status).toBe("read");
    expect(reading.fields?.total).toMatchObject({ value: 2100, quote: "Total Carrier Pay $2,100.00" });
    expect(reading.clauses.map((clause) => clause.kind)).toEqual(["waiver"]);
    expect(reading.checks.map((check) => [check.field, check.agrees])).toEqual([
      ["loadNumber", true],
      ["total", false],
      ["brokerName", true],
    ]);
    expect(reading.checks[1]?.message).toBe(
      "The carrier pay on the document ($2,100.00) differs from the load's ($2,150.00).",
    );
  });

  it("is open to the carrier it was shared with, the sending brokerage and administrators", async () => {
    for (const user of [tenant.carrier, tenant.brokers[0], tenant.brokers[1], admin]) {
      const reading = await expectStatus<Reading>(await readingOf(sharedId, user), 200);
      expect(reading.documentId).toBe(sharedId);
    }
    // The carrier's own upload: the uploader and administrators.
    for (const user of [tenant.carrier, admin]) await expectStatus(await readingOf(ownId, user), 200);
  });

  it("answers 404 to another carrier and another brokerage, and 401 signed out", async () => {
    for (const user of [other.carrier, other.brokers[0]]) {
      await expectStatus(await readingOf(sharedId, user), 404);
      await expectStatus(await readingOf(ownId, user), 404);
    }
    await expectStatus(await readingOf(ownId, tenant.brokers[0]), 404);
    await expectStatus(await readingOf(crypto.randomUUID(), tenant.carrier), 404);
    await expectStatus(await readingOf(sharedId, null), 401);
  });
});
