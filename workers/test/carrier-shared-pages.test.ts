// Shared Documents a page at a time (issue 42, item 8): the carrier's list pages, filters by type,
// the carrier's decision and load, searches load numbers and file names, validates every query
// field with a 400 that names the allowed values, and never shows another carrier's documents.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { call } from "./support/call";
import { type CreatedLoad, createLoad, expectStatus, shareDocument, type Tenant } from "./support/documents";
import { world } from "./support/fixed-world";
import type { Problem } from "./support/loads";

interface Listed {
  id: string;
  fileName: string;
  documentType: string;
  carrierApprovalStatus: string;
  loadId: string | null;
  loadNumber: string | null;
}
interface SharedPage {
  documents: Listed[];
  total: number;
  page: number;
  pageSize: number;
  loads: { loadId: string; loadNumber: string }[];
}

let tenant: Tenant;
let rival: Tenant;
let first: CreatedLoad;
let second: CreatedLoad;
const sharedIds: string[] = [];

const list = async (query: Record<string, string> = {}, user = tenant.carrier) =>
  expectStatus<SharedPage>(
    await call("listCarrierSharedDocuments", { query: new URLSearchParams(query), as: user }),
    200,
  );

beforeAll(async () => {
  tenant = await world.tenantA();
  rival = await world.tenantB();
  first = await createLoad(tenant);
  second = await createLoad(tenant);
  // Five documents on the first load (one an invoice), two on the second, one named with LIKE's wildcards.
  const firstShares: Record<string, string>[] = [
    {},
    { documentType: "invoice", documentName: "Invoice 7731" },
    { documentType: "rate_confirmation", documentName: "Fuel 100%_receipt" },
    {},
    {},
  ];
  for (const fields of firstShares) sharedIds.push((await shareDocument(tenant, first, fields)).document.id);
  const secondShares: Record<string, string>[] = [{ documentType: "rate_confirmation" }, {}];
  for (const fields of secondShares) sharedIds.push((await shareDocument(tenant, second, fields)).document.id);
  await env.DB.prepare("UPDATE documents SET carrier_approval_status = 'approved' WHERE id = ?1")
    .bind(sharedIds[0])
    .run();
  await shareDocument(rival, await createLoad(rival));
}, 60_000);

describe("Shared Documents, a page at a time", () => {
  it("pages every document once, newest first, with the total and the loads to filter by", async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 4; page += 1) {
      const answer = await list({ page: String(page), pageSize: "2" });
      expect(answer.total, JSON.stringify(answer)).toBe(7);
      expect(answer.page).toBe(page);
      expect(answer.pageSize).toBe(2);
      expect(answer.documents.length).toBe(page < 4 ? 2 : 1);
      seen.push(...answer.documents.map((document) => document.id));
    }
    expect(seen).toEqual([...sharedIds].reverse());
    const whole = await list();
    expect(whole.pageSize).toBe(20);
    expect(whole.loads).toEqual([
      { loadId: second.id, loadNumber: second.loadNumber },
      { loadId: first.id, loadNumber: first.loadNumber },
    ]);
    expect((await list({ page: "9", pageSize: "2" })).documents).toEqual([]);
  });

  it("filters by type, decision and load, each narrowing the others", async () => {
    const confirmations = await list({ type: "rate_confirmation" });
    expect(confirmations.total, JSON.stringify(confirmations)).toBe(2);
    expect(confirmations.documents.every((document) => document.documentType === "rate_confirmation")).toBe(true);
    const approved = await list({ status: "approved" });
    expect(approved.documents.map((document) => document.id)).toEqual([sharedIds[0]]);
    expect((await list({ status: "pending" })).total).toBe(6);
    const onSecond = await list({ loadId: second.id });
    expect(onSecond.documents.map((document) => document.id)).toEqual([sharedIds[6], sharedIds[5]]);
    const both = await list({ loadId: second.id, type: "rate_confirmation" });
    expect(both.documents.map((document) => document.id)).toEqual([sharedIds[5]]);
    expect((await list({ loadId: second.id, status: "approved" })).total).toBe(0);
  });

  it("searches load numbers and file names, any case, wildcards as plain text", async () => {
    const byLoad = await list({ q: second.loadNumber.toLowerCase() });
    expect(byLoad.documents.map((document) => document.id).sort()).toEqual([sharedIds[5], sharedIds[6]].sort());
    const byName = await list({ q: "invoice 77" });
    expect(byName.documents.map((document) => document.fileName)).toEqual(["Invoice 7731.pdf"]);
    expect((await list({ q: "100%_" })).documents.map((document) => document.id)).toEqual([sharedIds[2]]);
    expect((await list({ q: "%" })).total).toBe(1);
    expect((await list({ q: "no such text anywhere" })).total).toBe(0);
  });

  it("never lists another carrier's documents, whatever the filters", async () => {
    const theirs = await list({}, rival.carrier);
    expect(theirs.total).toBe(1);
    expect(theirs.documents.map((document) => document.id)).not.toContain(sharedIds[0]);
    expect(theirs.loads.map((load) => load.loadId)).not.toContain(first.id);
    expect((await list({ loadId: first.id }, rival.carrier)).total).toBe(0);
    expect((await list({ q: first.loadNumber }, rival.carrier)).total).toBe(0);
  });

  it.each([
    [{ pageSize: "101" }, "pageSize must be a whole number from 1 to 100"],
    [{ pageSize: "0" }, "pageSize must be a whole number from 1 to 100"],
    [{ page: "1.5" }, "page must be a whole number from 1 to 10000"],
    [{ page: "10001" }, "page must be a whole number from 1 to 10000"],
    [{ type: "receipt" }, "type must be one of bol, rate_confirmation, pod"],
    [{ status: "maybe" }, "status must be one of pending, approved, declined"],
    [{ q: "x".repeat(101) }, "The search must be at most 100 characters"],
    [{ loadId: "x".repeat(65) }, "loadId must be at most 64 characters"],
  ])("refuses %j with a 400 that says what is allowed", async (query, message) => {
    const refused = await expectStatus<Problem>(
      await call("listCarrierSharedDocuments", { query: new URLSearchParams(query), as: tenant.carrier }),
      400,
    );
    expect(refused.message, JSON.stringify(refused)).toContain(message);
  });

  it("answers brokers 403, as before", async () => {
    await expectStatus(await call("listCarrierSharedDocuments", { as: tenant.brokers[0] }), 403);
  });
});
