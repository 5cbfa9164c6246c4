// Broker → carrier sharing: the broker's upload (tenant-scoped, verified), the carrier's Shared
// Documents, notifications, view, approve and decline, and the broker's shared list, preview and
// compliance dashboard; with every authorization edge.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { DOCUMENT_MESSAGES } from "../src/services/access/documents";
import { call } from "./support/call";
import {
  type CreatedLoad,
  createLoad,
  createTenant,
  expectFile,
  expectStatus,
  notificationsOf,
  PNG_BYTES,
  pdfBytes,
  pdfFile,
  shareDocument,
  signedInUser,
  type Tenant,
  type TestUser,
} from "./support/documents";
import { world } from "./support/fixed-world";
import type { Problem } from "./support/loads";
import { readPendingDocuments } from "./support/reader";

// biome-ignore lint/suspicious/noExplicitAny: test bodies are inspected field by field
type Body = any;

let tenant: Tenant;
let rival: Tenant;
let admin: TestUser;

beforeAll(async () => {
  tenant = await world.tenantA();
  rival = await world.tenantB();
  admin = await signedInUser("admin");
});

async function newLoad(): Promise<CreatedLoad> {
  return createLoad(tenant);
}

describe("POST /api/broker-documents/upload", () => {
  it("shares the document with the load's carrier, makes the load compliant, and leaves the reading to the reader", async () => {
    const load = await newLoad();
    const body = await shareDocument(tenant, load);
    expect(body, JSON.stringify(body)).toMatchObject({
      success: true,
      complianceStatus: "compliant",
      verificationStatus: "unverified",
      verificationConfidence: 0,
      document: {
        fileName: "Rate confirmation.pdf",
        documentType: "compliance_doc",
        isEncrypted: true,
        isOverdue: false,
        carrierApprovalStatus: "pending",
        complianceDeadline: load.deadlineAt,
        loadInfo: { loadId: load.id, loadNumber: load.loadNumber, carrierCompanyName: "World A Trucking", rate: 2150 },
      },
    });
    const row = await env.DB.prepare(
      "SELECT shared_with_user_id, shared_with_carrier_mc, is_shared, shared_at, brokerage_id, notes FROM documents WHERE id = ?",
    )
      .bind(body.document.id)
      .first<Record<string, unknown>>();
    expect(row, JSON.stringify(row)).toMatchObject({
      shared_with_user_id: tenant.carrier.id,
      brokerage_id: tenant.brokerageId,
      is_shared: 1,
      notes: "Here is your rate confirmation",
    });
    expect(row?.shared_with_carrier_mc).toBeTruthy();
    const notified = await notificationsOf({ userId: tenant.carrier.id, type: "document_shared" });
    expect(notified.map((notification) => notification.dedupeKey)).toContain(`document-shared:${body.document.id}`);
  });

  it("is verified once read, partial for some facts, unverified when nothing can be read", async () => {
    const load = await newLoad();
    const verified = await shareDocument(tenant, load);
    const image = await shareDocument(tenant, load, {
      document: { bytes: PNG_BYTES, name: "scan.png", type: "image/png" },
    });
    const partial = await shareDocument(tenant, load, { document: pdfFile(`Load ${load.loadNumber} only`) });
    const pending = await env.DB.prepare("SELECT status FROM document_readings WHERE document_id = ?")
      .bind(verified.document.id)
      .first();
    expect(pending).toEqual({ status: "pending" });
    expect(await readPendingDocuments()).toBeGreaterThanOrEqual(3);
    const verification = (id: string) =>
      env.DB.prepare(
        "SELECT verification_status AS status, verification_confidence AS confidence FROM documents WHERE id = ?",
      )
        .bind(id)
        .first();
    expect(await verification(verified.document.id)).toEqual({ status: "verified", confidence: 100 });
    expect(await verification(image.document.id)).toEqual({ status: "unverified", confidence: 0 });
    expect(await verification(partial.document.id)).toEqual({ status: "partial", confidence: 40 });
  });

  it("sends an invoice as an 'other' document tagged invoice, and refuses an unknown type", async () => {
    const load = await newLoad();
    const invoice = await shareDocument(tenant, load, { documentType: "invoice", documentName: "Invoice 7731" });
    expect(invoice.document, JSON.stringify(invoice)).toMatchObject({ documentType: "other", tags: ["invoice"] });
    const carrierView = await expectStatus<Body>(await call("listCarrierSharedDocuments", { as: tenant.carrier }), 200);
    const listed = carrierView.documents.find((document: Body) => document.id === invoice.document.id);
    expect(listed, JSON.stringify(carrierView)).toMatchObject({ documentType: "other", tags: ["invoice"] });
    const rateConfirmation = await shareDocument(tenant, load, { documentType: "rate_confirmation" });
    expect(rateConfirmation.document).toMatchObject({ documentType: "rate_confirmation", tags: [] });

    const unknown = await expectStatus<Problem>(
      await call("uploadBrokerDocument", {
        body: { document: pdfFile("x"), loadId: load.id, documentType: "receipt" },
        as: tenant.brokers[0],
      }),
      400,
    );
    expect(unknown.message).toBe("Unknown document type");
  });

  it("refuses another brokerage's load, an unknown load, and a missing file with docs/product.md's message", async () => {
    const load = await newLoad();
    for (const loadId of [load.id, crypto.randomUUID()]) {
      const response = await call("uploadBrokerDocument", {
        body: { document: pdfFile("x"), loadId, documentType: "compliance" },
        as: rival.brokers[0],
      });
      expect((await expectStatus<Problem>(response, 404)).message).toBe("Load not found");
    }
    const missing = await expectStatus<Problem>(
      await call("uploadBrokerDocument", {
        body: { loadId: load.id, documentType: "compliance" },
        as: tenant.brokers[0],
      }),
      400,
    );
    expect(missing.message).toBe("Please select a file to upload.");
    const text = await expectStatus<Problem>(
      await call("uploadBrokerDocument", {
        body: {
          document: { bytes: new TextEncoder().encode("hi"), name: "a.txt", type: "text/plain" },
          loadId: load.id,
        },
        as: tenant.brokers[0],
      }),
      415,
    );
    expect(text.code).toBe("UNSUPPORTED_MEDIA_TYPE");
    const { results } = await env.DB.prepare("SELECT id FROM documents WHERE load_id = ?").bind(load.id).all();
    expect(results, "nothing stored").toEqual([]);
  });

  it("is for brokers only", async () => {
    const load = await newLoad();
    for (const user of [tenant.carrier, admin]) {
      const problem = await expectStatus<Problem>(
        await call("uploadBrokerDocument", { body: { document: pdfFile("x"), loadId: load.id }, as: user }),
        403,
      );
      expect(problem.message).toBe("Access Denied: This dashboard is only available to brokers.");
    }
    await expectStatus(await call("uploadBrokerDocument", { body: { document: pdfFile("x"), loadId: load.id } }), 401);
  });
});

describe("the carrier's Shared Documents", () => {
  it("lists what was shared with the carrier, with the load and its deadline label", async () => {
    const load = await newLoad();
    const shared = await shareDocument(tenant, load);
    const body = await expectStatus<Body>(await call("listCarrierSharedDocuments", { as: tenant.carrier }), 200);
    const listed = body.documents.find((document: Body) => document.id === shared.document.id);
    expect(listed, JSON.stringify(body)).toMatchObject({
      fileName: "Rate confirmation.pdf",
      documentType: "compliance_doc",
      isEncrypted: true,
      complianceDeadline: load.deadlineAt,
      deadlineStatus: "ok",
      carrierViewedAt: null,
      carrierApprovalStatus: "pending",
      customMessage: "Here is your rate confirmation",
      loadId: load.id,
      loadNumber: load.loadNumber,
      loadBrokerName: tenant.brokerName,
      loadPickupCity: "Dallas",
      loadDeliveryState: "GA",
      loadTrailerType: "dry_van",
      loadRate: 2150,
      loadWeight: 42000,
      loadMileage: 781,
    });
    const other = await expectStatus<Body>(await call("listCarrierSharedDocuments", { as: rival.carrier }), 200);
    expect(other.documents.map((document: Body) => document.id)).not.toContain(shared.document.id);
  });

  it("views a document: the file inline, carrierViewedAt set, its notification read, the broker told once", async () => {
    const load = await newLoad();
    const shared = await shareDocument(tenant, load, { document: pdfFile("VIEW-ME") });
    const before = await expectStatus<Body>(await call("listCarrierNotifications", { as: tenant.carrier }), 200);
    const notice = before.notifications.find((notification: Body) => notification.documentId === shared.document.id);
    expect(notice, JSON.stringify(before)).toMatchObject({ title: "New document shared", isRead: false });

    const response = await call("viewCarrierSharedDocument", {
      params: { id: shared.document.id },
      as: tenant.carrier,
    });
    expect(await expectFile(response)).toEqual(pdfBytes("VIEW-ME"));
    expect(response.headers.get("content-disposition")).toMatch(/^inline; /);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");

    const after = await expectStatus<Body>(await call("listCarrierNotifications", { as: tenant.carrier }), 200);
    expect(after.notifications.map((notification: Body) => notification.id)).not.toContain(notice.id);
    const listed = await expectStatus<Body>(await call("listCarrierSharedDocuments", { as: tenant.carrier }), 200);
    const viewedAt = listed.documents.find((document: Body) => document.id === shared.document.id)?.carrierViewedAt;
    expect(viewedAt, JSON.stringify(listed)).toBeTruthy();

    await expectFile(
      await call("viewCarrierSharedDocument", { params: { id: shared.document.id }, as: tenant.carrier }),
    );
    const again = await expectStatus<Body>(await call("listCarrierSharedDocuments", { as: tenant.carrier }), 200);
    expect(
      again.documents.find((document: Body) => document.id === shared.document.id)?.carrierViewedAt,
      "first view kept",
    ).toBe(viewedAt);
    await expect
      .poll(async () => (await notificationsOf({ userId: tenant.brokers[0].id, type: "document_viewed" })).length, {
        timeout: 10_000,
        interval: 100,
      })
      .toBe(1);
  });

  it("shows the 5 most recent unread notifications and marks one read", async () => {
    const carrier = await signedInUser("carrier", { mcNumber: "MC8880001" });
    const ownTenant = { ...tenant, carrier };
    const load = await createLoad(ownTenant);
    for (let index = 0; index < 6; index++) await shareDocument(ownTenant, load);
    const body = await expectStatus<Body>(await call("listCarrierNotifications", { as: carrier }), 200);
    expect(body.notifications, JSON.stringify(body)).toHaveLength(5);
    const [first] = body.notifications;
    const read = await expectStatus<Body>(
      await call("markCarrierNotificationRead", { params: { id: first.id }, as: carrier }),
      200,
    );
    expect(read.notification, JSON.stringify(read)).toMatchObject({ id: first.id, isRead: true });
    expect(read.notification.readAt).toBeTruthy();
    await expectStatus(
      await call("markCarrierNotificationRead", { params: { id: first.id }, as: tenant.carrier }),
      404,
    );
  });

  it("approves, and declines with the default reason; a decision stands", async () => {
    const load = await newLoad();
    const approved = await shareDocument(tenant, load);
    const declined = await shareDocument(tenant, load);
    const carrier = tenant.carrier;

    // Approval vouches for what was read: a document never opened cannot be approved.
    const unread = await expectStatus<Problem>(
      await call("approveCarrierSharedDocument", { params: { id: approved.document.id }, as: carrier }),
      409,
    );
    expect(unread.message).toBe(DOCUMENT_MESSAGES.viewBeforeApprove);
    await expectFile(await call("viewCarrierSharedDocument", { params: { id: approved.document.id }, as: carrier }));
    const approval = await expectStatus<Body>(
      await call("approveCarrierSharedDocument", { params: { id: approved.document.id }, as: carrier }),
      200,
    );
    expect(approval, JSON.stringify(approval)).toMatchObject({
      success: true,
      carrierApprovalStatus: "approved",
      declineReason: null,
    });
    const repeat = await expectStatus<Body>(
      await call("approveCarrierSharedDocument", { params: { id: approved.document.id }, as: carrier }),
      200,
    );
    expect(repeat.carrierApprovalDate).toBe(approval.carrierApprovalDate);
    const change = await expectStatus<Problem>(
      await call("declineCarrierSharedDocument", { params: { id: approved.document.id }, body: {}, as: carrier }),
      409,
    );
    expect(change.code).toBe("CONFLICT");

    const decline = await expectStatus<Body>(
      await call("declineCarrierSharedDocument", {
        params: { id: declined.document.id },
        body: { reason: " " },
        as: carrier,
      }),
      200,
    );
    expect(decline, JSON.stringify(decline)).toMatchObject({
      carrierApprovalStatus: "declined",
      declineReason: "Document does not meet requirements",
    });
    const broker = await expectStatus<Body>(await call("listBrokerSharedDocuments", { as: tenant.brokers[1] }), 200);
    const statuses = Object.fromEntries(
      broker.documents.map((document: Body) => [document.id, document.carrierApprovalStatus]),
    );
    expect(statuses[approved.document.id]).toBe("approved");
    expect(statuses[declined.document.id]).toBe("declined");
    const audit = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM audit_log WHERE action = 'document.approved' AND entity_id = ?",
    )
      .bind(approved.document.id)
      .first<{ n: number }>();
    expect(audit?.n, "one audit row for one decision").toBe(1);
  });

  it("answers another carrier, a broker, an admin and the signed-out as docs/product.md says, and never serves the file", async () => {
    const load = await newLoad();
    const shared = await shareDocument(tenant, load, { document: pdfFile("PRIVATE-TO-ACME-CARRIER") });
    const id = shared.document.id;
    const carrierCalls = [
      "viewCarrierSharedDocument",
      "approveCarrierSharedDocument",
      "declineCarrierSharedDocument",
    ] as const;
    for (const operationId of carrierCalls) {
      const response = await call(operationId, { params: { id }, as: rival.carrier });
      const text = response.text;
      expect(response.status, `${operationId}: ${text}`).toBe(404);
      expect(text).not.toContain("PRIVATE");
      for (const user of [tenant.brokers[0], admin]) {
        const problem = await expectStatus<Problem>(await call(operationId, { params: { id }, as: user }), 403);
        expect(problem.message).toBe("Access Denied: This section is only available to carriers.");
      }
      await expectStatus(await call(operationId, { params: { id } }), 401);
    }
    for (const operationId of ["listCarrierSharedDocuments", "listCarrierNotifications"] as const) {
      await expectStatus(await call(operationId, { as: tenant.brokers[0] }), 403);
      await expectStatus(await call(operationId), 401);
    }
    // The broker's own upload is not "shared with" the broker: the owner routes serve it, not these.
    await expectFile(await call("downloadDocument", { params: { id }, as: tenant.brokers[0] }));
    await expectStatus(await call("downloadDocument", { params: { id }, as: tenant.carrier }), 404);
  });

  it("answers 402 to a carrier whose subscription lapsed", async () => {
    const carrier = await signedInUser("carrier", { mcNumber: "MC8880002" });
    await env.DB.prepare("UPDATE users SET subscription_status = 'canceled', has_paid_subscription = 0 WHERE id = ?")
      .bind(carrier.id)
      .run();
    for (const operationId of ["listCarrierSharedDocuments", "listCarrierNotifications"] as const) {
      expect((await expectStatus<Problem>(await call(operationId, { as: carrier }), 402)).code).toBe(
        "SUBSCRIPTION_REQUIRED",
      );
    }
  });
});

describe("the broker's shared documents, preview and compliance dashboard", () => {
  it("lists the brokerage's shared documents to each of its brokers, never another brokerage's", async () => {
    const load = await newLoad();
    const shared = await shareDocument(tenant, load);
    const mine = await expectStatus<Body>(await call("listBrokerSharedDocuments", { as: tenant.brokers[1] }), 200);
    expect(
      mine.documents.find((document: Body) => document.id === shared.document.id),
      JSON.stringify(mine),
    ).toMatchObject({
      isOverdue: false,
      sharedWithCarrierMc: expect.any(String),
      loadInfo: { loadNumber: load.loadNumber, carrierCompanyName: "World A Trucking", complianceStatus: "compliant" },
    });
    const theirs = await expectStatus<Body>(await call("listBrokerSharedDocuments", { as: rival.brokers[0] }), 200);
    expect(theirs.documents.map((document: Body) => document.id)).not.toContain(shared.document.id);
    await expectStatus(await call("listBrokerSharedDocuments", { as: tenant.carrier }), 403);
  });

  it("previews a document of the brokerage only", async () => {
    const load = await newLoad();
    const shared = await shareDocument(tenant, load, { document: pdfFile("PREVIEW") });
    const response = await call("previewBrokerDocument", { params: { id: shared.document.id }, as: tenant.brokers[1] });
    expect(await expectFile(response)).toEqual(pdfBytes("PREVIEW"));
    expect(response.headers.get("content-disposition")).toMatch(/^inline; /);
    await expectStatus(
      await call("previewBrokerDocument", { params: { id: shared.document.id }, as: rival.brokers[0] }),
      404,
    );
    await expectStatus(
      await call("previewBrokerDocument", { params: { id: shared.document.id }, as: tenant.carrier }),
      403,
    );
    await expectStatus(await call("previewBrokerDocument", { params: { id: shared.document.id } }), 401);
  });

  it("rates the brokerage and lists its upcoming deadlines", async () => {
    // A brokerage of its own: its rating counts only the loads made here.
    const own = await createTenant("Dash");
    const met = await createLoad(own);
    const pending = await createLoad(own);
    await shareDocument(own, met);
    const body = await expectStatus<Body>(await call("getBrokerComplianceDashboard", { as: own.brokers[0] }), 200);
    expect(body, JSON.stringify(body)).toMatchObject({
      success: true,
      complianceStats: {
        totalShared: 1,
        withinCompliance: 1,
        overdue: 0,
        viewedByCarriers: 0,
        nearDeadline: 0,
        // The load still within its 48 hours is not rated yet: 1 answered in time of 1 decided.
        companyTotalRequests: 1,
        companyCompliantRequests: 1,
        companyWideComplianceRating: 100,
        companyWideComplianceBand: "excellent",
        // 0 of 0: no requests yet is no rating, not 100% "Excellent".
        individualTotalRequests: 0,
        individualComplianceRating: null,
        individualComplianceBand: null,
      },
      upcomingDeadlines: [
        { loadId: pending.id, loadNumber: pending.loadNumber, urgency: "on_track", documentsShared: 0 },
      ],
    });
    expect(body.upcomingDeadlines[0].hoursRemaining).toBeGreaterThan(47);
    await expectStatus(await call("getBrokerComplianceDashboard", { as: own.carrier }), 403);
  });

  it("gives a brokerage nobody has asked yet no rating and no band, not 100% Excellent", async () => {
    // A brokerage of its own with no loads at all.
    const quiet = await createTenant("Quiet");
    const body = await expectStatus<Body>(await call("getBrokerComplianceDashboard", { as: quiet.brokers[0] }), 200);
    expect(body.complianceStats, JSON.stringify(body)).toMatchObject({
      companyTotalRequests: 0,
      companyWideComplianceRating: null,
      companyWideComplianceBand: null,
      individualTotalRequests: 0,
      individualComplianceRating: null,
      individualComplianceBand: null,
    });
  });
});
