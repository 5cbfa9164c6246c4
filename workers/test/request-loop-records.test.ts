// Late matching (a brokerage created, a member approved), the record's versions, evidence that
// outlives deletion, and the administrator's verification traced to a record version.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { EVIDENCE_MESSAGE } from "../src/services/documents/delete";
import { LOAD_REQUEST_TEMPLATE } from "../src/services/load-requests/request-mail";
import { LOAD_EVIDENCE_MESSAGE } from "../src/services/loads/delete";
import { RECORD_SUBMIT_MESSAGES } from "../src/services/records/submit";
import { createUnregisteredLoad, RECORD_FIELDS, recordRows, respond, responseToken } from "./request-loop-fixtures";
import { createUser as createAccount, registrationFor, signIn, uniqueEmail } from "./support/accounts";
import { type Browser, browser, call } from "./support/call";
import { createLoad, expectStatus, loadRow, shareDocument, signedInUser, type TestUser } from "./support/documents";
import { world } from "./support/fixed-world";
import type { Problem } from "./support/loads";
import { waitForMail } from "./support/mail";
import { insertRegistryRecord } from "./support/registry";

// biome-ignore lint/suspicious/noExplicitAny: test bodies are inspected field by field
type Body = any;

let carrier: TestUser;

beforeAll(async () => {
  carrier = await signedInUser("carrier", { companyName: "Acme Trucking", mcNumber: "MC4455668" });
});

/** Verifies and subscribes a user (BROKER_ACCESS=paid gates the broker routes). */
const subscribe = (email: string) =>
  env.DB.prepare(
    `UPDATE users SET verified = 1, subscription_status = 'active', has_paid_subscription = 1,
       stripe_subscription_id = 'sub_test', subscription_period_end = ?2 WHERE email = ?1`,
  )
    .bind(email, Date.now() + 365 * 24 * 60 * 60 * 1000)
    .run();

/** Registers a broker through the API, then verifies and subscribes them and signs them in. */
async function registerBroker(registration: Record<string, unknown>) {
  const response = await call("register", { body: registration, as: browser() });
  expect(response.status, response.describe).toBe(201);
  const email = String(registration.email);
  await subscribe(email);
  const client = browser();
  await signIn(client, { email, password: String(registration.password) });
  const row = await env.DB.prepare("SELECT id FROM users WHERE email = ?1").bind(email).first<{ id: string }>();
  return { id: row?.id ?? "", client };
}

const brokerLoadIds = async (client: Browser) => {
  const response = await call("listBrokerageLoads", { as: client });
  expect(response.status, response.describe).toBe(200);
  return response.body.map((load: { id: string }) => load.id);
};

describe("late matching", () => {
  it("links the loads naming a brokerage's MC number when its first broker registers; the deadline keeps running", async () => {
    const record = await insertRegistryRecord("broker");
    const load = await createUnregisteredLoad(carrier, { brokerMcNumber: record.mcNumber });
    expect(load.brokerRegistrationStatus).toBe("unregistered");
    const other = await createUnregisteredLoad(carrier);

    // Delivered to the load's own address before the brokerage exists.
    await responseToken(load.brokerEmail);
    const registration = registrationFor("broker", record);
    const broker = await registerBroker(registration);
    const row = await loadRow(load.id);
    expect(row?.brokerage_id).toEqual(expect.any(String));
    // Counted from now on as the registered brokerage, the same company new loads name.
    expect(row?.broker_key).toBe(`brokerage:${row?.brokerage_id}`);
    expect(new Date(Number(row?.deadline_at)).toISOString()).toBe(load.deadlineAt);
    expect((await loadRow(other.id))?.brokerage_id).toBeNull();
    expect(await brokerLoadIds(broker.client)).toEqual([load.id]);
    const audit = await env.DB.prepare(
      "SELECT action FROM audit_log WHERE entity_id = ? AND action = 'load.late_matched'",
    )
      .bind(load.id)
      .all();
    expect(audit.results).toHaveLength(1);
    // The request, delivered before to the load's address, now reaches the brokerage's member too.
    const mail = await waitForMail(String(registration.email), LOAD_REQUEST_TEMPLATE);
    expect(mail.subject).toContain(load.loadNumber);
  });

  it("links the loads naming a broker's e-mail when a member approves them, with what they sent through the link", async () => {
    const owner = await createAccount("broker");
    await subscribe(owner.email);
    const ownerClient = browser();
    await signIn(ownerClient, owner);
    const email = uniqueEmail("late-broker");
    const load = await createUnregisteredLoad(carrier, { brokerEmail: email, brokerName: "Someone Else Entirely" });
    await expectStatus(await respond(await responseToken(email)), 201);

    const joiner = await registerBroker(
      registrationFor("broker", owner.registry ?? expect.fail("no registry"), { email }),
    );
    expect((await loadRow(load.id))?.brokerage_id, "not before approval").toBeNull();
    const approved = await call("approveBrokerageJoin", { params: { id: joiner.id }, body: {}, as: ownerClient });
    expect(approved.status, approved.describe).toBe(200);

    expect((await loadRow(load.id))?.brokerage_id).toBe(owner.brokerageId);
    const listed = await call("listBrokerageLoads", { as: ownerClient });
    const linked = listed.body.find((candidate: Body) => candidate.id === load.id);
    expect(linked?.documentsUploaded, listed.describe).toHaveLength(2);
    expect(await brokerLoadIds(joiner.client)).toContain(load.id);
  });
});

describe("the record", () => {
  it("keeps every version: a correction is a new version, never an overwrite", async () => {
    const tenant = await world.tenantA();
    const load = await createLoad(tenant);
    const broker = tenant.brokers[0];
    const first = await expectStatus<Problem>(
      // Raw: money as text ("2600"), which the API reads though the type says a number.
      await call("submitLoadRecord", { params: { id: load.id }, raw: { json: RECORD_FIELDS }, as: broker }),
      409,
    );
    expect(first.message).toBe(RECORD_SUBMIT_MESSAGES.noEvidence);
    await shareDocument(tenant, load);
    await expectStatus(
      // Raw: money as text ("2600"), which the API reads though the type says a number.
      await call("submitLoadRecord", { params: { id: load.id }, raw: { json: RECORD_FIELDS }, as: broker }),
      201,
    );
    const correction = { ...RECORD_FIELDS, compensation: "2700" };
    await expectStatus(
      // Raw: money as text ("2600"), which the API reads though the type says a number.
      await call("submitLoadRecord", { params: { id: load.id }, raw: { json: correction }, as: broker }),
      201,
    );

    expect((await recordRows(load.id)).map((row) => [row.version, row.compensationCents])).toEqual([
      [1, 260_000],
      [2, 270_000],
    ]);
    const seen = await expectStatus<Body>(
      await call("getLoadRecord", { params: { id: load.id }, as: tenant.carrier }),
      200,
    );
    expect(seen.record.version).toBe(2);
    expect(seen.versions.map((version: Body) => version.version)).toEqual([2, 1]);
    expect(seen.margin).toMatchObject({ trueRate: 2700, carrierRate: 2150, amount: 550 });

    const stranger = (await world.tenantB()).brokers[0];
    await expectStatus(await call("getLoadRecord", { params: { id: load.id }, as: stranger }), 404);
    await expectStatus(
      // Raw: money as text ("2600"), which the API reads though the type says a number.
      await call("submitLoadRecord", { params: { id: load.id }, raw: { json: RECORD_FIELDS }, as: stranger }),
      404,
    );
    await expectStatus(await call("getLoadRecord", { params: { id: load.id }, as: carrier }), 404);
  });

  it("writes no version for a repeat of the latest one, even five at once, and answers that version", async () => {
    const tenant = await world.tenantA();
    const load = await createLoad(tenant);
    const broker = tenant.brokers[0];
    await shareDocument(tenant, load);
    const submit = (body: Record<string, unknown>) =>
      call("submitLoadRecord", { params: { id: load.id }, body, as: broker });
    const first = await expectStatus<{ recordId: string }>(await submit(RECORD_FIELDS), 201);
    const five = await Promise.all(Array.from({ length: 5 }, () => submit(RECORD_FIELDS)));
    expect(five.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    for (const answer of five) expect(answer.body).toEqual({ recordId: first.recordId });

    // A correction is a version; going back to the first statement is a correction too.
    const corrected = await expectStatus<{ recordId: string }>(
      await submit({ ...RECORD_FIELDS, compensation: "2700" }),
      201,
    );
    const reverted = await expectStatus<{ recordId: string }>(await submit(RECORD_FIELDS), 201);
    expect(new Set([first.recordId, corrected.recordId, reverted.recordId]).size).toBe(3);
    expect((await recordRows(load.id)).map((row) => [row.version, row.compensationCents])).toEqual([
      [1, 260_000],
      [2, 270_000],
      [3, 260_000],
    ]);
    // New evidence is a new statement even with the same fields.
    await shareDocument(tenant, load);
    await expectStatus(await submit(RECORD_FIELDS), 201);
    expect(await recordRows(load.id)).toHaveLength(4);
    const audited = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM audit_log WHERE action = 'load.record_submitted' AND entity_id = ?",
    )
      .bind(load.id)
      .first<{ n: number }>();
    expect(audited?.n).toBe(4);
  });

  it("cannot lose its evidence: a shared document of a settled load is never deleted", async () => {
    const tenant = await world.tenantA();
    const load = await createLoad(tenant);
    const shared = await shareDocument(tenant, load);
    expect(shared.complianceStatus).toBe("compliant");
    const refused = await expectStatus<Problem>(
      await call("deleteDocument", { params: { id: shared.document.id }, as: tenant.brokers[0] }),
      409,
    );
    expect(refused.message).toBe(EVIDENCE_MESSAGE);
    const kept = await env.DB.prepare("SELECT id FROM documents WHERE id = ?").bind(shared.document.id).first();
    expect(kept).not.toBeNull();
    // Superseding stays possible: a corrected document is simply shared again.
    await shareDocument(tenant, load);
  });

  it("keeps an answered load: its carrier cannot delete it once the broker shared a document or a record", async () => {
    const tenant = await world.tenantA();
    const answered = await createLoad(tenant);
    await shareDocument(tenant, answered);
    const withRecordOnly = await createLoad(tenant);
    await env.DB.prepare(
      `INSERT INTO transaction_records (id, load_id, version, channel, submitted_by_email, consignor, originating_carrier,
         bill_of_lading_number, compensation_cents, payer, freight_charges_collected_cents, itemized_charges, evidence)
       VALUES (?1, ?2, 1, 'broker', 'b@example.test', 'C', 'O', 'BOL', 100, 'P', 100, '[]', '[]')`,
    )
      .bind(crypto.randomUUID(), withRecordOnly.id)
      .run();
    for (const load of [answered, withRecordOnly]) {
      const refused = await expectStatus<Problem>(
        await call("deleteLoad", { params: { id: load.id }, as: tenant.carrier }),
        409,
      );
      expect(refused.message).toBe(LOAD_EVIDENCE_MESSAGE);
      expect(await loadRow(load.id)).not.toBeNull();
    }
    const unanswered = await createLoad(tenant);
    await expectStatus(await call("deleteLoad", { params: { id: unanswered.id }, as: tenant.carrier }), 204);
    const deletions = await env.DB.prepare(
      "SELECT entity_id FROM audit_log WHERE action = 'load.deleted' AND entity_id IN (?1, ?2, ?3)",
    )
      .bind(answered.id, withRecordOnly.id, unanswered.id)
      .all();
    expect(deletions.results).toEqual([{ entity_id: unanswered.id }]);
  });

  it("is the source an administrator's verification names, with the verifier", async () => {
    const tenant = await world.tenantA();
    const load = await createLoad(tenant);
    await shareDocument(tenant, load);
    await expectStatus(
      // Raw: money as text ("2600"), which the API reads though the type says a number.
      await call("submitLoadRecord", { params: { id: load.id }, raw: { json: RECORD_FIELDS }, as: tenant.brokers[0] }),
      201,
    );
    const admin = await signedInUser("admin");
    const verified = await expectStatus<Body>(
      await call("verifyLoadTrueRate", { params: { id: load.id }, body: { trueRate: 2600 }, as: admin }),
      200,
    );
    expect(verified).toMatchObject({ trueRate: 2600, trueRateVerification: { source: "record", recordVersion: 1 } });
    const row = await loadRow(load.id);
    expect(row).toMatchObject({ verified_by: admin.id, true_rate_record_version: 1, true_rate_cents: 260_000 });

    const bare = await createLoad(tenant);
    const typed = await expectStatus<Body>(
      await call("verifyLoadTrueRate", { params: { id: bare.id }, body: { trueRate: 2500 }, as: admin }),
      200,
    );
    expect(typed.trueRateVerification).toEqual({ source: "administrator", recordVersion: null });
  });
});
