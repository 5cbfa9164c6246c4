// The admin console's calls (docs/product.md#load-board-calls, Admin): the 48H tracker and its Notify, document review,
// brokerage search and details, and the NCCDB complaint packet with the brokerage's reply.
import { env } from "cloudflare:workers";
import { ADMIN_CONSOLE_MESSAGES, brokerMembershipLabel, registrationLabel } from "@truerate/domain/admin-console";
import { beforeAll, describe, expect, it } from "vitest";
import { sha256Hex } from "../src/services/documents/body-bytes";
import { createUser } from "./support/accounts";
import { type BodyOf, type CallResponse, call } from "./support/call";
import {
  type CreatedLoad,
  createLoad,
  expectFile,
  expectStatus,
  notificationsOf,
  pdfBytes,
  pdfFile,
  shareDocument,
  sharedRateConfirmationText,
  signedInUser,
  type Tenant,
  type TestUser,
} from "./support/documents";
import { world } from "./support/fixed-world";
import type { Problem } from "./support/loads";
import { insertRegistryRecord } from "./support/registry";

// biome-ignore lint/suspicious/noExplicitAny: answers are inspected field by field
type Body = any;

const HOUR = 60 * 60 * 1000;
let admin: TestUser;
let tenant: Tenant;
let other: Tenant;
let overdue: CreatedLoad;
let dueSoon: CreatedLoad;
let fresh: CreatedLoad;
let sharedDocumentId: string;

/** Moves a load's deadline (and its upload 48 hours before it), and sets its 48-hour state. */
async function setDeadline(loadId: string, deadlineAt: number, status: "pending" | "overdue" | "compliant") {
  await env.DB.prepare("UPDATE loads SET deadline_at = ?2, uploaded_at = ?3, compliance_status = ?4 WHERE id = ?1")
    .bind(loadId, deadlineAt, deadlineAt - 48 * HOUR, status)
    .run();
}

/** The audit rows the admin console writes about a record (its creation's row left out). */
const auditActions = (entityId: string) =>
  env.DB.prepare(
    "SELECT action, actor_user_id AS actor FROM audit_log WHERE entity_id = ?1 AND action <> 'load.created' ORDER BY created_at",
  )
    .bind(entityId)
    .all<{ action: string; actor: string }>()
    .then(({ results }) => results);

beforeAll(async () => {
  admin = await signedInUser("admin");
  tenant = await world.tenantA();
  other = await world.tenantB();
  overdue = await createLoad(tenant);
  dueSoon = await createLoad(tenant);
  fresh = await createLoad(tenant);
  await setDeadline(overdue.id, Date.now() - 3 * HOUR, "overdue");
  await setDeadline(dueSoon.id, Date.now() + 5 * HOUR, "pending");
  const shared = await shareDocument(tenant, fresh);
  sharedDocumentId = shared.document?.id ?? shared.id;
});

const notify = (id: string, type: string, user: TestUser | null = admin) =>
  call("notifyAdminDeadline", { params: { id }, body: { type }, as: user });

describe("administrators only", () => {
  // The shared document's and the overdue load's ids are read when each call is made (after beforeAll).
  const calls: [string, (as?: TestUser) => Promise<CallResponse>][] = [
    ["listAdminComplianceLoads", (as) => call("listAdminComplianceLoads", { as })],
    ["getAdminDocumentStats", (as) => call("getAdminDocumentStats", { as })],
    ["approveAdminDocument", (as) => call("approveAdminDocument", { params: { id: sharedDocumentId }, body: {}, as })],
    [
      "denyAdminDocument",
      (as) => call("denyAdminDocument", { params: { id: sharedDocumentId }, body: { reason: "Wrong load" }, as }),
    ],
    ["viewAdminDocument", (as) => call("viewAdminDocument", { params: { id: sharedDocumentId }, as })],
    ["listAdminDeadlines", (as) => call("listAdminDeadlines", { as })],
    [
      "notifyAdminDeadline",
      (as) => call("notifyAdminDeadline", { params: { id: overdue.id }, body: { type: "deadline_missed" }, as }),
    ],
    ["listAllDocumentsForAdmin", (as) => call("listAllDocumentsForAdmin", { as })],
    ["downloadAdminDocument", (as) => call("downloadAdminDocument", { params: { id: sharedDocumentId }, as })],
    ["searchAdminBrokerages", (as) => call("searchAdminBrokerages", { query: { query: "World A" }, as })],
    ["getAdminBrokerageDetails", (as) => call("getAdminBrokerageDetails", { params: { mcNumber: "MC123456" }, as })],
    ["prepareComplaintPacket", (as) => call("prepareComplaintPacket", { params: { id: overdue.id }, as })],
    [
      "recordComplaint",
      (as) => call("recordComplaint", { params: { id: overdue.id }, body: { nccdbComplaintId: "X-1" }, as }),
    ],
  ];
  it("answers 401 signed out and 403 to carriers and brokers, changing nothing", async () => {
    const carrier = tenant.carrier;
    const broker = tenant.brokers[0];
    for (const [operationId, ask] of calls) {
      await expectStatus(await ask(), 401);
      for (const user of [carrier, broker]) {
        const problem = await expectStatus<Problem>(await ask(user), 403);
        expect(problem.message, operationId).toBe("This page is only accessible to administrators");
      }
    }
    expect(await auditActions(sharedDocumentId)).not.toContainEqual(
      expect.objectContaining({ action: "document.admin_denied" }),
    );
    expect(await auditActions(overdue.id)).toEqual([]);
  });
});

describe("the 48H tracker", () => {
  it("lists deadline records, running ones first, with hours remaining and stats", async () => {
    const { deadlines, stats } = await expectStatus<Body>(await call("listAdminDeadlines", { as: admin }), 200);
    const byId = new Map<string, Body>(deadlines.map((record: Body) => [record.id, record]));
    expect(byId.get(dueSoon.id)).toMatchObject({
      loadNumber: dueSoon.loadNumber,
      brokerName: tenant.brokerName,
      brokerMcNumber: tenant.mcNumber,
      carrierCompanyName: "World A Trucking",
      status: "pending",
      noticesSent: [],
    });
    expect(byId.get(dueSoon.id).hoursRemaining).toBeCloseTo(5, 0);
    expect(byId.get(overdue.id)).toMatchObject({ status: "missed" });
    expect(byId.get(overdue.id).hoursRemaining).toBeLessThan(0);
    expect(deadlines[0].status).toBe("pending");
    expect(stats.total).toBe(stats.pending + stats.missed + stats.completed);
    expect(stats.missed).toBeGreaterThanOrEqual(1);
  });

  it("pages every deadline by status, with totals, and never repeats or skips one", async () => {
    const { stats } = await expectStatus<Body>(await call("listAdminDeadlines", { as: admin }), 200);
    for (const status of ["pending", "missed", "completed"] as const) {
      const seen: Body[] = [];
      let cursor: string | null = null;
      do {
        const query = new URLSearchParams({ status, limit: "1", ...(cursor ? { cursor } : {}) });
        const page: Body = await expectStatus<Body>(await call("listAdminDeadlines", { query, as: admin }), 200);
        expect(page.total).toBe(stats[status]);
        expect(page.deadlines.length).toBeLessThanOrEqual(1);
        seen.push(...page.deadlines);
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen.map((record) => record.status)).toEqual(seen.map(() => status));
      expect(new Set(seen.map((record) => record.id)).size).toBe(stats[status]);
      const times = seen.map((record) => Date.parse(record.deadlineTime));
      // Running deadlines soonest first; missed and completed ones most recent first.
      const ordered = [...times].sort((a, b) => (status === "pending" ? a - b : b - a));
      expect(times).toEqual(ordered);
    }
    const missed = await expectStatus<Body>(
      await call("listAdminDeadlines", { query: { status: "missed" }, as: admin }),
      200,
    );
    expect(missed.deadlines.map((record: Body) => record.id)).toContain(overdue.id);
    const refused = await expectStatus<Problem>(
      await call("listAdminDeadlines", { query: { cursor: "forged" }, as: admin }),
      400,
    );
    expect(refused.code).toBe("BAD_REQUEST");
    await expectStatus(await call("listAdminDeadlines", { query: { status: "late" }, as: admin }), 400);
    const tooMany = await expectStatus<Problem>(
      await call("listAdminDeadlines", { query: { limit: "101" }, as: admin }),
      400,
    );
    expect(tooMany.message).toBe("limit must be a whole number from 1 to 100");
  });

  it("notifies the brokerage through the queue once per load and type", async () => {
    const invalid = await expectStatus<Problem>(await notify(overdue.id, "shout"), 400);
    expect(invalid.code).toBe("VALIDATION_FAILED");
    const notDue = await expectStatus<Problem>(await notify(fresh.id, "pending_docs"), 409);
    expect(notDue.message).toBe(ADMIN_CONSOLE_MESSAGES.noticeNotDue);
    await expectStatus(await notify(crypto.randomUUID(), "deadline_missed"), 404);

    await expectStatus(await notify(overdue.id, "deadline_missed"), 200);
    const again = await expectStatus<Problem>(await notify(overdue.id, "deadline_missed"), 409);
    expect(again.message).toBe(ADMIN_CONSOLE_MESSAGES.noticeAlreadySent);
    expect(await auditActions(overdue.id)).toEqual([{ action: "load.deadline_notice_sent", actor: admin.id }]);

    await expect
      .poll(async () => (await notificationsOf({ loadId: overdue.id })).map((row) => row.userId).sort(), {
        timeout: 10_000,
        interval: 100,
      })
      .toEqual(tenant.brokers.map((broker) => broker.id).sort());
    const { deadlines } = await expectStatus<Body>(await call("listAdminDeadlines", { as: admin }), 200);
    expect(deadlines.find((record: Body) => record.id === overdue.id).noticesSent).toEqual(["deadline_missed"]);
    await expectStatus(await notify(dueSoon.id, "pending_docs"), 200);
  });
});

describe("document review", () => {
  // Raw: the 400 table sends a reason as a number.
  const deny = (body: unknown, id = sharedDocumentId) =>
    call("denyAdminDocument", { params: { id }, raw: { json: body }, as: admin });

  it("lists the load compliance rows with the five labels' codes and the documents", async () => {
    const { loads } = await expectStatus<Body>(await call("listAdminComplianceLoads", { as: admin }), 200);
    const byId = new Map<string, Body>(loads.map((row: Body) => [row.loadId, row]));
    expect(byId.get(fresh.id)).toMatchObject({
      loadNumber: fresh.loadNumber,
      loadBrokerName: tenant.brokerName,
      loadCarrierCompanyName: "World A Trucking",
      documentCount: 1,
      complianceStatus: "pending_approval",
    });
    expect(byId.get(fresh.id).earliestSharedAt).not.toBeNull();
    expect(byId.get(fresh.id).documentsShared[0]).toMatchObject({ id: sharedDocumentId, adminAction: null });
    expect(byId.get(overdue.id)).toMatchObject({ complianceStatus: "overdue", documentCount: 0 });
    expect(byId.get(dueSoon.id)).toMatchObject({ complianceStatus: "no_documents" });
  });

  it("refuses a blank reason with its message, and denies with a reason, audited", async () => {
    const before = await expectStatus<Body>(await call("getAdminDocumentStats", { as: admin }), 200);
    expect(before.stats.statusCounts.pending).toBeGreaterThanOrEqual(1);
    for (const body of [{ reason: "   " }, {}, { reason: 7 }]) {
      const problem = await expectStatus<Problem>(await deny(body), 400);
      expect(problem.message).toBe(ADMIN_CONSOLE_MESSAGES.reasonRequired);
    }
    expect(await auditActions(sharedDocumentId)).not.toContainEqual(
      expect.objectContaining({ action: "document.admin_denied" }),
    );
    await expectStatus(await deny({ reason: "Wrong load" }, crypto.randomUUID()), 404);

    const denied = await expectStatus<Body>(await deny({ reason: "Rate does not match", notes: "Called them" }), 200);
    expect(denied.document).toMatchObject({
      adminAction: "denied",
      adminEmail: admin.email,
      denialReason: "Rate does not match",
      notes: "Called them",
    });
    const after = await expectStatus<Body>(await call("getAdminDocumentStats", { as: admin }), 200);
    expect(after.stats.adminActionCounts.denied).toBe(before.stats.adminActionCounts.denied + 1);
    expect(after.stats.statusCounts.pending).toBe(before.stats.statusCounts.pending - 1);
    expect(await auditActions(sharedDocumentId)).toContainEqual({ action: "document.admin_denied", actor: admin.id });
  });

  it("approves with notes, and opens, downloads and lists any document", async () => {
    const approved = await expectStatus<Body>(
      await call("approveAdminDocument", { params: { id: sharedDocumentId }, body: { notes: "OK now" }, as: admin }),
      200,
    );
    expect(approved.document).toMatchObject({ adminAction: "approved", denialReason: null, notes: "OK now" });
    const viewed = await call("viewAdminDocument", { params: { id: sharedDocumentId }, as: admin });
    expect(viewed.headers.get("content-disposition")).toMatch(/^inline/);
    expect(new TextDecoder().decode((await expectFile(viewed)).slice(0, 5))).toBe("%PDF-");
    const downloaded = await call("downloadAdminDocument", { params: { id: sharedDocumentId }, as: admin });
    expect(downloaded.headers.get("content-disposition")).toMatch(/^attachment/);
    await expectFile(downloaded);
    await expectStatus(await call("downloadAdminDocument", { params: { id: crypto.randomUUID() }, as: admin }), 404);
    // Who uploaded it: the broker's e-mail, company and role.
    await env.DB.prepare("UPDATE users SET company_name = ?2 WHERE id = ?1")
      .bind(tenant.brokers[0].id, tenant.brokerName)
      .run();
    // A carrier's own document on no load (a carrier of its own: a new load would take it up) is listed too, without a lane.
    const solo = await signedInUser("carrier", { companyName: "Solo Trucking" });
    const own = await expectStatus<Body>(
      await call("uploadDocument", {
        body: { document: pdfFile("Bill of lading", "bol.pdf"), documentType: "bol" },
        as: solo,
      }),
      201,
    );
    const { documents } = await expectStatus<Body>(await call("listAllDocumentsForAdmin", { as: admin }), 200);
    expect(documents[0]).toMatchObject({
      id: own.document.id,
      loadId: null,
      loadRoute: null,
      ownerRole: "carrier",
      ownerCompanyName: "Solo Trucking",
    });
    expect(documents.find((document: Body) => document.id === sharedDocumentId)).toMatchObject({
      loadNumber: fresh.loadNumber,
      loadRoute: { pickupCity: "Dallas", pickupState: "TX", deliveryCity: "Atlanta", deliveryState: "GA" },
      ownerEmail: tenant.brokers[0].email,
      ownerCompanyName: tenant.brokerName,
      ownerRole: "broker",
      adminAction: "approved",
    });
    const actions = (await auditActions(sharedDocumentId)).map((row) => row.action);
    expect(actions).toEqual(
      expect.arrayContaining(["document.admin_approved", "document.admin_view", "document.admin_download"]),
    );
  });
});

describe("brokerage search and details", () => {
  const search = (query: string) => call("searchAdminBrokerages", { query: { query }, as: admin });

  it("needs 2 characters", async () => {
    for (const query of ["", "a", " b "]) {
      const problem = await expectStatus<Problem>(await search(query), 400);
      expect(problem.message).toBe(ADMIN_CONSOLE_MESSAGES.searchTooShort);
    }
  });

  it("finds registered brokerages with their figures, and brokers not registered yet", async () => {
    const { brokerages } = await expectStatus<Body>(await search("World A Freight"), 200);
    expect(brokerages.find((row: Body) => row.mcNumber === tenant.mcNumber)).toMatchObject({
      companyName: tenant.brokerName,
      registered: true,
      totalLoads: 3,
      compliantLoads: 1, // the load whose document was shared in time
      overdueLoads: 1,
      complianceRating: 50,
      brokerCount: 2,
    });

    const registry = await insertRegistryRecord("broker", { companyName: "Prairie Wind Logistics Inc" });
    await createLoad(other, { brokerName: "Prairie Wind Logistics", brokerMcNumber: registry.mcNumber });
    await createLoad(other, { brokerName: "Nameless Haul Brokers", brokerMcNumber: undefined });
    const prairie = await expectStatus<Body>(await search("Prairie Wind"), 200);
    expect(prairie.brokerages).toContainEqual(
      expect.objectContaining({
        mcNumber: registry.mcNumber,
        registered: false,
        totalLoads: 1,
        // Its one load is inside its 48 hours: nothing decided, no rating (not 100%).
        compliantLoads: 0,
        overdueLoads: 0,
        complianceRating: null,
        dotNumber: registry.dotNumber,
      }),
    );
    const nameless = await expectStatus<Body>(await search("nameless haul"), 200);
    expect(nameless.brokerages).toContainEqual(
      expect.objectContaining({
        mcNumber: null,
        companyName: "Nameless Haul Brokers",
        registered: false,
        totalLoads: 1,
      }),
    );
  });

  it("details a brokerage by MC number, and 404 for one known nowhere", async () => {
    const { brokerage } = await expectStatus<Body>(
      await call("getAdminBrokerageDetails", { params: { mcNumber: tenant.mcNumber }, as: admin }),
      200,
    );
    expect(brokerage).toMatchObject({
      mcNumber: tenant.mcNumber,
      registered: true,
      totalLoads: 3,
      overdueLoads: 1,
      brokerCount: 2,
    });
    expect(brokerage.brokers.map((broker: Body) => broker.email).sort()).toEqual(
      tenant.brokers.map((broker) => broker.email).sort(),
    );
    expect(brokerage.recentLoads).toHaveLength(3);
    expect(brokerage.recentLoads.find((load: Body) => load.loadId === fresh.id)).toMatchObject({
      pickupLocation: "Dallas, TX",
      deliveryLocation: "Atlanta, GA",
      documentCount: 1,
    });
    const problem = await expectStatus<Problem>(
      await call("getAdminBrokerageDetails", { params: { mcNumber: "MC999999" }, as: admin }),
      404,
    );
    expect(problem.message).toBe(ADMIN_CONSOLE_MESSAGES.brokerageNotFound);
  });
});

describe("a registered brokerage's Brokers figure", () => {
  it("counts members and, apart, brokers waiting to join: never a bare 0 beside Registered", async () => {
    // A registered brokerage whose only member left: one broker waits for an approval nobody can give.
    const founder = await createUser("broker");
    const brokerageId = founder.brokerageId as string;
    const waiting = await createUser("broker", {
      brokerageId: null,
      registry: false,
      mcNumber: founder.mcNumber,
      columns: { pendingBrokerageId: brokerageId },
    });
    await env.DB.prepare("DELETE FROM users WHERE id = ?1").bind(founder.id).run();
    const name = founder.registry?.companyName as string;
    const { brokerages } = await expectStatus<Body>(
      await call("searchAdminBrokerages", { query: { query: name }, as: admin }),
      200,
    );
    const row = brokerages.find((candidate: Body) => candidate.mcNumber === founder.mcNumber);
    expect(row, JSON.stringify(brokerages)).toMatchObject({ registered: true, brokerCount: 0, pendingBrokerCount: 1 });
    expect(brokerMembershipLabel(row)).toBe("No member yet: 1 broker waiting to join");
    expect(registrationLabel(row)).toBe("Registered, no member");

    const { brokerage } = await expectStatus<Body>(
      await call("getAdminBrokerageDetails", { params: { mcNumber: founder.mcNumber }, as: admin }),
      200,
    );
    expect(brokerage).toMatchObject({ registered: true, brokerCount: 0, pendingBrokerCount: 1 });
    expect(brokerage.brokers).toEqual([expect.objectContaining({ email: waiting.email, membership: "pending" })]);

    // A member again (approved): the figure and the list agree, and the tenant's own brokers are members.
    await env.DB.prepare("UPDATE users SET brokerage_id = ?1, pending_brokerage_id = NULL WHERE id = ?2")
      .bind(brokerageId, waiting.id)
      .run();
    const approved = await expectStatus<Body>(
      await call("getAdminBrokerageDetails", { params: { mcNumber: founder.mcNumber }, as: admin }),
      200,
    );
    expect(approved.brokerage).toMatchObject({ brokerCount: 1, pendingBrokerCount: 0 });
    expect(approved.brokerage.brokers.map((broker: Body) => broker.membership)).toEqual(["member"]);
    const { brokerage: consoleFreight } = await expectStatus<Body>(
      await call("getAdminBrokerageDetails", { params: { mcNumber: tenant.mcNumber }, as: admin }),
      200,
    );
    expect(consoleFreight.brokers.map((broker: Body) => broker.membership)).toEqual(["member", "member"]);
    expect(consoleFreight.pendingBrokerCount).toBe(0);
  });
});

describe("the NCCDB complaint packet", () => {
  const record = (loadId: string, body: BodyOf<"recordComplaint">) =>
    call("recordComplaint", { params: { id: loadId }, body, as: admin });

  it("is only for an overdue or refused load", async () => {
    const problem = await expectStatus<Problem>(
      await call("prepareComplaintPacket", { params: { id: dueSoon.id }, as: admin }),
      409,
    );
    expect(problem.message).toBe(ADMIN_CONSOLE_MESSAGES.complaintNotEligible);
    await expectStatus(await record(dueSoon.id, { nccdbComplaintId: "NCCDB-1" }), 409);
  });

  it("pre-fills the form from the load and lists attachments with their SHA-256", async () => {
    const late = await createLoad(tenant);
    await shareDocument(tenant, late);
    await setDeadline(late.id, Date.now() - HOUR, "overdue");
    const packet = await expectStatus<Body>(
      await call("prepareComplaintPacket", { params: { id: late.id }, as: admin }),
      200,
    );
    const field = (key: string) => packet.fields.find((entry: Body) => entry.key === key)?.value;
    expect(field("mcNumber")).toBe(tenant.mcNumber);
    expect(field("origin")).toBe("Dallas, TX");
    expect(field("destination")).toBe("Atlanta, GA");
    expect(field("narrative")).toContain(late.loadNumber);
    expect(packet.attachments).toHaveLength(1);
    const expected = await sha256Hex(pdfBytes(sharedRateConfirmationText(late, tenant)));
    expect(packet.attachments[0].sha256).toBe(expected);
    expect(packet.complaint).toBeNull();
  });

  it("records the Complaint ID, tells the brokerage, and takes its reply", async () => {
    const blank = await expectStatus<Problem>(await record(overdue.id, { nccdbComplaintId: "  " }), 400);
    expect(blank.message).toBe(ADMIN_CONSOLE_MESSAGES.complaintIdRequired);
    const saved = await expectStatus<Body>(await record(overdue.id, { nccdbComplaintId: "NCCDB-2026-1188" }), 200);
    expect(saved).toMatchObject({
      nccdbComplaintId: "NCCDB-2026-1188",
      outcome: "filed",
      loadNumber: overdue.loadNumber,
    });
    const updated = await expectStatus<Body>(
      await record(overdue.id, { nccdbComplaintId: "NCCDB-2026-1188", outcome: "actionable" }),
      200,
    );
    expect(updated).toMatchObject({ id: saved.id, outcome: "actionable" });
    expect((await auditActions(overdue.id)).map((row) => row.action)).toEqual(
      expect.arrayContaining(["load.complaint_recorded", "load.complaint_updated"]),
    );
    await expect
      .poll(async () => (await notificationsOf({ loadId: overdue.id, type: "system_alert" })).length, {
        timeout: 10_000,
        interval: 100,
      })
      .toBe(2);

    const listed = await expectStatus<Body>(await call("listBrokerageComplaints", { as: tenant.brokers[1] }), 200);
    expect(listed.complaints.map((complaint: Body) => complaint.id)).toEqual([saved.id]);
    const outsider = other.brokers[0];
    expect((await expectStatus<Body>(await call("listBrokerageComplaints", { as: outsider }), 200)).complaints).toEqual(
      [],
    );
    const reply = { reply: "The rate confirmation was e-mailed on time." };
    await expectStatus(await call("replyToComplaint", { params: { id: saved.id }, body: reply, as: outsider }), 404);
    const blankReply = await expectStatus<Problem>(
      await call("replyToComplaint", { params: { id: saved.id }, body: { reply: "" }, as: tenant.brokers[0] }),
      400,
    );
    expect(blankReply.message).toBe(ADMIN_CONSOLE_MESSAGES.replyRequired);
    const replied = await expectStatus<Body>(
      await call("replyToComplaint", { params: { id: saved.id }, body: reply, as: tenant.brokers[0] }),
      200,
    );
    expect(replied.brokerReply).toBe(reply.reply);
    const details = await expectStatus<Body>(
      await call("getAdminBrokerageDetails", { params: { mcNumber: tenant.mcNumber }, as: admin }),
      200,
    );
    expect(details.brokerage.complaints[0]).toMatchObject({
      nccdbComplaintId: "NCCDB-2026-1188",
      brokerReply: reply.reply,
    });
  });
});
