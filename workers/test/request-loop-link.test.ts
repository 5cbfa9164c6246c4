// The 371.3 request: queued once per load at upload, mailed to the broker with a signed link that
// opens the load for one answer without an account; the answer meets the deadline like a share.
import { env } from "cloudflare:workers";
import { RECORD_MESSAGES } from "@truerate/domain/records/record-input";
import { beforeAll, describe, expect, it } from "vitest";
import { consumeBatch } from "../src/queues/consumer";
import { deliverLoadRequests } from "../src/services/load-requests/deliver";
import { loadRequestJobs } from "../src/services/load-requests/request-job";
import { LOAD_REQUEST_TEMPLATE } from "../src/services/load-requests/request-mail";
import { RESPONSE_LINK_MESSAGES } from "../src/services/load-requests/response-token";
import { OutboxMailer } from "../src/services/mail/mailer";
import { createUnregisteredLoad, RECORD_FIELDS, recordRows, respond, responseToken } from "./request-loop-fixtures";
import { browser, call, uniqueIp } from "./support/call";
import { DAY, HOUR, TestClock } from "./support/clock";
import { testContext } from "./support/context";
import {
  createLoad,
  expectStatus,
  loadRow,
  notificationsOf,
  pdfFile,
  signedInUser,
  type TestUser,
} from "./support/documents";
import { world } from "./support/fixed-world";
import type { Problem } from "./support/loads";
import { outbox } from "./support/mail";

let carrier: TestUser;

beforeAll(async () => {
  carrier = await signedInUser("carrier", { companyName: "Acme Trucking", mcNumber: "MC4455667" });
});

/** As if the upload's job had not run yet (the test's queue delivers it at once). */
const requeued = (loadIds: readonly string[]) =>
  env.DB.prepare("UPDATE load_requests SET status = 'queued' WHERE load_id IN (SELECT value FROM json_each(?))")
    .bind(JSON.stringify(loadIds))
    .run();

const requestMails = async (to: string) => (await outbox(to)).filter((mail) => mail.template === LOAD_REQUEST_TEMPLATE);

describe("the request queued at upload", () => {
  it("reaches the broker's address once, with the load, the record asked for, the deadline and the link", async () => {
    const load = await createUnregisteredLoad(carrier);
    const token = await responseToken(load.brokerEmail);
    // A redelivered job (or the sweep) changes nothing: one mail per load and address.
    await deliverLoadRequests(testContext(), {
      loadIds: [load.id],
      dependencies: { mailer: new OutboxMailer(env.DB) },
    });
    const mails = await requestMails(load.brokerEmail);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe(`Records requested for load ${load.loadNumber} (49 CFR 371.3)`);
    expect(mail?.text).toContain("Acme Trucking (MC4455667)");
    expect(mail?.text).toContain("Dallas, TX to Atlanta, GA on 2026-11-20");
    expect(mail?.text).toContain("bill of lading or freight bill number");
    expect(mail?.text).toMatch(/by \w+ \d+, \d{4} at \d+:\d{2} (AM|PM) E[SD]T/);
    expect(mail?.text).toContain(`${env.APP_ORIGIN}/respond/${token}`);
    const request = await env.DB.prepare("SELECT status, delivered_at FROM load_requests WHERE load_id = ?")
      .bind(load.id)
      .first();
    expect(request?.status).toBe("delivered");
    expect(request?.delivered_at).toEqual(expect.any(Number));
  });

  it("reaches every member of a registered brokerage, besides the address on the load", async () => {
    const tenant = await world.tenantA();
    const load = await createLoad(tenant);
    for (const to of [
      tenant.brokers[0].email,
      tenant.brokers[1].email,
      `dispatch@${tenant.mcNumber.toLowerCase()}.test`,
    ]) {
      const token = await responseToken(to);
      expect(token.split(".")).toHaveLength(3);
      expect(await requestMails(to), to).toHaveLength(1);
    }
    expect((await requestMails(tenant.brokers[0].email))[0]?.subject).toContain(load.loadNumber);
  });

  it("is retried while the mailer fails, and kept as a dead letter when it never recovers", async () => {
    const load = await createUnregisteredLoad(carrier);
    await responseToken(load.brokerEmail);
    await requeued([load.id]);
    const retried: number[] = [];
    const message = {
      id: crypto.randomUUID(),
      timestamp: new Date(),
      attempts: 3,
      body: loadRequestJobs([load.id])[0],
      ack: () => undefined,
      retry: (options?: { delaySeconds?: number }) => retried.push(options?.delaySeconds ?? 0),
    };
    const failing = { send: () => Promise.reject(new Error("mail provider down")) };
    await consumeBatch({ queue: "notifications", messages: [message] } as unknown as MessageBatch<unknown>, env, {
      mailer: failing,
    });
    expect(retried).toEqual([40]);
    await consumeBatch({ queue: "notifications-dlq", messages: [message] } as unknown as MessageBatch<unknown>, env);
    const kept = await env.DB.prepare("SELECT body FROM dead_letters WHERE message_id = ?").bind(message.id).first();
    expect(JSON.parse(String(kept?.body))).toEqual(loadRequestJobs([load.id])[0]);
  });

  it("is delivered a job at a time: a load whose mail failed stays queued, and the retry delivers it", async () => {
    const loads = [];
    for (let index = 0; index < 3; index += 1) loads.push(await createUnregisteredLoad(carrier));
    for (const load of loads) await responseToken(load.brokerEmail);
    const ids = loads.map((load) => load.id);
    await requeued(ids);
    const down = loads[1]?.brokerEmail;
    // A provider keeps one mail per key (the idempotency key), as the real one does.
    const sent = new Map<string, string>();
    const mailer = (failing: string | undefined) => ({
      send: async (mail: { to: string; dedupeKey: string }) => {
        if (mail.to === failing) throw new Error("mail provider down");
        if (!sent.has(mail.dedupeKey)) sent.set(mail.dedupeKey, mail.to);
      },
    });
    const statuses = async () =>
      (
        await env.DB.prepare(
          "SELECT status FROM load_requests WHERE load_id IN (SELECT value FROM json_each(?)) ORDER BY load_id",
        )
          .bind(JSON.stringify(ids))
          .all<{ status: string }>()
      ).results.map((row) => row.status);

    // A deleted load's id in the job is passed over.
    const job = [...ids, crypto.randomUUID()];
    await expect(
      deliverLoadRequests(testContext(), { loadIds: job, dependencies: { mailer: mailer(down) } }),
    ).rejects.toThrow(/1 of 3 requests not delivered/);
    expect([...sent.values()].sort()).toEqual([loads[0]?.brokerEmail, loads[2]?.brokerEmail].sort());
    expect((await statuses()).filter((status) => status === "queued")).toHaveLength(1);

    await deliverLoadRequests(testContext(), { loadIds: job, dependencies: { mailer: mailer(undefined) } });
    expect([...sent.values()].sort()).toEqual(loads.map((load) => load.brokerEmail).sort());
    expect(await statuses()).toEqual(["delivered", "delivered", "delivered"]);
  });

  it("sends what fits a job's mail budget and queues the rest as a job of its own", async () => {
    const loads = [];
    for (let index = 0; index < 3; index += 1) loads.push(await createUnregisteredLoad(carrier));
    for (const load of loads) await responseToken(load.brokerEmail);
    await requeued(loads.map((load) => load.id));
    const sent: string[] = [];
    await deliverLoadRequests(testContext(), {
      loadIds: loads.map((load) => load.id),
      dependencies: { mailer: { send: async (mail) => void sent.push(mail.to) }, mailsPerJob: 2 },
    });
    expect(sent).toHaveLength(2);
    const last = loads.find((load) => !sent.includes(load.brokerEmail.toLowerCase()));
    const status = async () =>
      (await env.DB.prepare("SELECT status FROM load_requests WHERE load_id = ?").bind(last?.id).first())?.status;
    // The queued remainder is delivered by the queue's own consumer (to the outbox here).
    await expect.poll(status, { timeout: 10_000 }).toBe("delivered");
  });

  it("still delivers a one-load job queued before requests were batched", async () => {
    const load = await createUnregisteredLoad(carrier);
    await responseToken(load.brokerEmail);
    await requeued([load.id]);
    const sent: string[] = [];
    const acked: boolean[] = [];
    const message = {
      id: crypto.randomUUID(),
      timestamp: new Date(),
      attempts: 1,
      body: { kind: "load_request", dedupeKey: `load-request:${load.id}`, loadId: load.id },
      ack: () => acked.push(true),
      retry: () => acked.push(false),
    };
    await consumeBatch({ queue: "notifications", messages: [message] } as unknown as MessageBatch<unknown>, env, {
      mailer: { send: async (mail) => void sent.push(mail.to) },
    });
    expect(acked).toEqual([true]);
    expect(sent).toEqual([load.brokerEmail.toLowerCase()]);
  });

  it("starts the 48 hours at delivery when the clock setting says so, at upload by default", async () => {
    const byUpload = await createUnregisteredLoad(carrier);
    await responseToken(byUpload.brokerEmail);
    const row = await loadRow(byUpload.id);
    expect(Number(row?.deadline_at) - Number(row?.uploaded_at)).toBe(48 * HOUR);

    const byDelivery = await createUnregisteredLoad(carrier);
    await responseToken(byDelivery.brokerEmail);
    await env.DB.prepare("UPDATE load_requests SET delivered_at = NULL WHERE load_id = ?").bind(byDelivery.id).run();
    const before = Date.now();
    await deliverLoadRequests(testContext({ env: { DEADLINE_CLOCK: "delivery" } }), {
      loadIds: [byDelivery.id],
      dependencies: { mailer: new OutboxMailer(env.DB) },
    });
    const request = await env.DB.prepare("SELECT delivered_at AS deliveredAt FROM load_requests WHERE load_id = ?")
      .bind(byDelivery.id)
      .first<{ deliveredAt: number }>();
    expect(request?.deliveredAt).toBeGreaterThanOrEqual(before);
    expect(Number((await loadRow(byDelivery.id))?.deadline_at)).toBe(Number(request?.deliveredAt) + 48 * HOUR);
  });
});

describe("duplicate uploads", () => {
  it("refuse the same carrier, load number and broker within a day with 409 and the existing id, even in parallel", async () => {
    const body = {
      brokerName: "Parallel Freight LLC",
      brokerEmail: "ops@parallel-freight.test",
      loadNumber: `LD-PAR-${Date.now()}`,
      pickupCity: "Dallas",
      pickupState: "TX",
      deliveryCity: "Atlanta",
      deliveryState: "GA",
      mileage: 781,
      weight: 42000,
      rate: 2150,
      trailerType: "dry_van",
    };
    const answers = await Promise.all(Array.from({ length: 5 }, () => call("createLoad", { body, as: carrier })));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    const created = answers.find((answer) => answer.status === 201);
    if (!created) throw new Error("no load was created");
    const { id } = created.body as { id: string };
    for (const answer of answers.filter((candidate) => candidate.status === 409)) {
      const problem = await expectStatus<Problem & { details: { existingLoadId: string } }>(answer, 409);
      expect(problem.message).toBe("This load was already submitted");
      expect(problem.details.existingLoadId).toBe(id);
    }
    const { results } = await env.DB.prepare("SELECT id FROM loads WHERE load_number = ?").bind(body.loadNumber).all();
    expect(results).toHaveLength(1);
    // Another load number is another load.
    await expectStatus(
      await call("createLoad", { body: { ...body, loadNumber: `${body.loadNumber}-2` }, as: carrier }),
      201,
    );
  });
});

describe("the response link", () => {
  it("opens the load without an account, and refuses a tampered or expired link", async () => {
    const load = await createUnregisteredLoad(carrier);
    const token = await responseToken(load.brokerEmail);
    const view = await expectStatus<Record<string, unknown>>(await call("viewLoadRequest", { params: { token } }), 200);
    expect(view).toMatchObject({
      loadId: load.id,
      loadNumber: load.loadNumber,
      carrierName: "Acme Trucking",
      carrierMcNumber: "MC4455667",
      brokerRegistrationStatus: "unregistered",
      requestStatus: "delivered",
      deadlineAt: load.deadlineAt,
    });

    const [header, payload, signature] = token.split(".");
    const forged = JSON.parse(atob(String(payload).replace(/-/g, "+").replace(/_/g, "/")));
    const otherPayload = btoa(JSON.stringify({ ...forged, sub: crypto.randomUUID() })).replace(/=+$/, "");
    for (const bad of [`${header}.${otherPayload}.${signature}`, `${token.slice(0, -2)}xx`, "not-a-token"]) {
      const problem = await expectStatus<Problem>(await call("viewLoadRequest", { params: { token: bad } }), 403);
      expect(problem.message).toBe(RESPONSE_LINK_MESSAGES.invalid);
    }

    const later = browser({ clock: new TestClock(Date.now() + 15 * DAY) });
    const expired = await call("viewLoadRequest", { params: { token }, as: later });
    expect(expired.status, expired.describe).toBe(410);
    expect(expired.body.message).toBe(RESPONSE_LINK_MESSAGES.expired);
    // The link is checked before the form: an empty or impossible answer on a bad link is about the link.
    const late = await call("respondToLoadRequest", { params: { token }, body: {}, as: later });
    expect(late.status, late.describe).toBe(410);
    expect(late.body.message).toBe(RESPONSE_LINK_MESSAGES.expired);
    const forgedAnswer = await expectStatus<Problem>(await respond("not-a-token", { compensation: "-1" }), 403);
    expect(forgedAnswer.message).toBe(RESPONSE_LINK_MESSAGES.invalid);
    expect(await recordRows(load.id)).toEqual([]);
  });

  it("backs off a client address that keeps trying forged links, never a good link from the same address", async () => {
    const load = await createUnregisteredLoad(carrier);
    const token = await responseToken(load.brokerEmail);
    const clock = new TestClock(Date.now());
    const prober = browser({ clock, ip: uniqueIp() });
    // The first 20 cost nothing; the 21st earns a wait.
    for (let attempt = 1; attempt <= 21; attempt += 1) {
      const refused = await call("viewLoadRequest", { params: { token: `forged-${attempt}` }, as: prober });
      expect(refused.status, refused.describe).toBe(403);
    }
    const slowed = await call("viewLoadRequest", { params: { token: "forged-22" }, as: prober });
    expect(slowed.status, slowed.describe).toBe(429);
    expect(Number(slowed.headers.get("retry-after"))).toBeGreaterThan(0);
    // The broker behind the same address (an office, a carrier-grade NAT) still opens its own link.
    const genuine = await call("viewLoadRequest", { params: { token }, as: prober });
    expect(genuine.status, genuine.describe).toBe(200);
    clock.advance(60 * 1000);
    expect((await call("viewLoadRequest", { params: { token: "forged-23" }, as: prober })).status).toBe(403);
  });

  it("says a withdrawn load was withdrawn, without counting the link as forged", async () => {
    const load = await createUnregisteredLoad(carrier);
    const token = await responseToken(load.brokerEmail);
    await expectStatus(await call("deleteLoad", { params: { id: load.id }, as: carrier }), 204);
    const ip = uniqueIp();
    for (let attempt = 1; attempt <= 25; attempt += 1) {
      const withdrawn = await call("viewLoadRequest", { params: { token }, as: browser({ ip }) });
      expect(withdrawn.status, withdrawn.describe).toBe(410);
      expect(withdrawn.body.message).toBe(RESPONSE_LINK_MESSAGES.withdrawn);
    }
    const answer = await expectStatus<Problem>(await respond(token), 410);
    expect(answer.message).toBe(RESPONSE_LINK_MESSAGES.withdrawn);
  });

  it("answered on time, sends the documents to the carrier, meets the deadline and records version 1 with SHA-256s", async () => {
    const load = await createUnregisteredLoad(carrier);
    const token = await responseToken(load.brokerEmail);
    const result = await expectStatus<{ complianceStatus: string; documents: number }>(await respond(token), 201);
    expect(result).toMatchObject({ complianceStatus: "compliant", documents: 2 });
    expect((await loadRow(load.id))?.compliance_status).toBe("compliant");

    const [record] = await recordRows(load.id);
    expect(record).toMatchObject({ version: 1, channel: "response_link", compensationCents: 260_000 });
    const evidence = JSON.parse(String(record?.evidence)) as { documentId: string; sha256: string }[];
    expect(evidence).toHaveLength(2);
    for (const item of evidence) {
      const document = await env.DB.prepare(
        "SELECT content_sha256, is_shared, shared_with_user_id FROM documents WHERE id = ?",
      )
        .bind(item.documentId)
        .first();
      expect(document).toEqual({ content_sha256: item.sha256, is_shared: 1, shared_with_user_id: carrier.id });
      expect(item.sha256).toMatch(/^[0-9a-f]{64}$/);
    }

    // The carrier sees the documents, the record and the margin.
    // biome-ignore lint/suspicious/noExplicitAny: test bodies are inspected field by field
    const seen = await expectStatus<any>(await call("getLoadRecord", { params: { id: load.id }, as: carrier }), 200);
    expect(seen.request.status).toBe("answered");
    expect(seen.record).toMatchObject({ version: 1, compensation: 2600, consignor: RECORD_FIELDS.consignor });
    expect(seen.documents.map((document: { evidence: boolean }) => document.evidence)).toEqual([true, true]);
    // The invoice is an "other" document tagged invoice (the types have none), on every view of it.
    type Listed = { fileName: string; documentType: string; tags: string[] };
    const byName = (documents: Listed[], prefix: string) =>
      documents.find((document) => document.fileName.startsWith(prefix));
    expect(byName(seen.documents, "Invoice")).toMatchObject({ documentType: "other", tags: ["invoice"] });
    const shared = await expectStatus<{ documents: Listed[] }>(
      await call("listCarrierSharedDocuments", { as: carrier }),
      200,
    );
    expect(byName(shared.documents, "Invoice")).toMatchObject({ documentType: "other", tags: ["invoice"] });
    expect(byName(shared.documents, "Rate confirmation")).toMatchObject({
      documentType: "rate_confirmation",
      tags: [],
    });
    expect(seen.margin).toEqual({ trueRate: 2600, carrierRate: 2150, amount: 450, percent: 17.3, basis: "record" });

    // One answer, one notice naming both files; opening one reads it, and tells no one (the carrier owns this copy).
    const notices = await notificationsOf({ loadId: load.id, type: "document_shared" });
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ userId: carrier.id, isRead: 0 });
    const rateConfirmation = byName(seen.documents, "Rate confirmation") as unknown as { id: string };
    const opened = await call("viewCarrierSharedDocument", { params: { id: rateConfirmation.id }, as: carrier });
    expect(opened.status).toBe(200);
    expect(await notificationsOf({ loadId: load.id, type: "document_shared" })).toMatchObject([{ isRead: 1 }]);
    // A "viewed" notice would be queued by the view; the queue delivers within milliseconds here.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await notificationsOf({ loadId: load.id, type: "document_viewed" })).toEqual([]);

    // Used once: a second answer is refused and changes nothing.
    const again = await expectStatus<Problem>(await respond(token, { compensation: "9999" }), 409);
    expect(again.message).toBe(RESPONSE_LINK_MESSAGES.used);
    expect(await recordRows(load.id)).toHaveLength(1);
    await expectStatus(await call("viewLoadRequest", { params: { token } }), 409);
  });

  it("answers impossible values with the field's message, and the link still works afterwards", async () => {
    const load = await createUnregisteredLoad(carrier);
    const token = await responseToken(load.brokerEmail);
    const negative = await expectStatus<Problem>(await respond(token, { carrierPaid: "-5" }), 400);
    expect(negative.details?.fields?.carrierPaid).toEqual([RECORD_MESSAGES.amount]);
    const early = await expectStatus<Problem>(await respond(token, { carrierPaidOn: "2026-11-19" }), 400);
    expect(early.details?.fields?.carrierPaidOn).toEqual([RECORD_MESSAGES.paidBeforeLoad]);
    const { rateConfirmation: _none, ...withoutFile } = { rateConfirmation: null, ...RECORD_FIELDS };
    const missing = await expectStatus<Problem>(
      await respond(token, { rateConfirmation: "", invoice: pdfFile("x"), ...withoutFile }),
      400,
    );
    expect(missing.details?.fields?.rateConfirmation).toEqual(["Please upload the rate confirmation"]);
    expect(await recordRows(load.id)).toEqual([]);
    await expectStatus(await respond(token), 201);
  });
});
