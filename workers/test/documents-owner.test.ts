// The owner's documents: upload under each screen's rules, list, link, download, delete; encryption at
// rest seen from the upload route; tampered bodies refused; and who may touch which document.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { type CallResponse, call, type FormFields } from "./support/call";
import {
  type CreatedLoad,
  containsSequence,
  createLoad,
  EXE_BYTES,
  expectFile,
  expectStatus,
  PNG_BYTES,
  pdfBytes,
  pdfFile,
  signedInUser,
  type Tenant,
  type TestUser,
} from "./support/documents";
import { world } from "./support/fixed-world";
import type { Problem } from "./support/loads";

// biome-ignore lint/suspicious/noExplicitAny: test bodies are inspected field by field
type Body = any;

let tenant: Tenant;
let carrier: TestUser;
let otherCarrier: TestUser;
let load: CreatedLoad;

beforeAll(async () => {
  tenant = await world.tenantA();
  carrier = tenant.carrier;
  otherCarrier = await signedInUser("carrier", { mcNumber: "MC9990001" });
  load = await createLoad(tenant);
});

const SECRET = "TOP-SECRET-RATE-CONFIRMATION 2150.00 dollars";

async function upload(fields: FormFields, user: TestUser = carrier, status = 201): Promise<Body> {
  return expectStatus<Body>(await call("uploadDocument", { body: fields, as: user }), status);
}

async function storedRow(id: string) {
  return env.DB.prepare("SELECT * FROM documents WHERE id = ?").bind(id).first<Record<string, unknown>>();
}

describe("POST /api/documents/upload", () => {
  it("stores the body encrypted: the bytes in R2 never contain the plaintext", async () => {
    const plaintext = pdfBytes(SECRET);
    const body = await upload({
      document: { bytes: plaintext, name: "rc.pdf", type: "application/pdf" },
      documentType: "rate_confirmation",
    });
    expect(body.document, JSON.stringify(body)).toMatchObject({
      fileName: "rc.pdf",
      documentType: "rate_confirmation",
      mimeType: "application/pdf",
      fileSize: plaintext.byteLength,
      isEncrypted: true,
      loadId: null,
    });
    const row = await storedRow(body.document.id);
    const object = await env.DOCUMENTS.get(String(row?.file_path));
    const stored = new Uint8Array(await (object as R2ObjectBody).arrayBuffer());
    expect(stored.byteLength, "ciphertext stored").toBeGreaterThan(plaintext.byteLength);
    expect(containsSequence(stored, new TextEncoder().encode("TOP-SECRET")), "plaintext in R2").toBe(false);
    expect(containsSequence(stored, new TextEncoder().encode("%PDF")), "file header in R2").toBe(false);
    expect(object?.httpMetadata?.contentType).toBe("application/octet-stream");
    expect(String(row?.file_path), "R2 key made of ids").not.toContain("rc.pdf");
    expect(body.document, "no internals answered").not.toHaveProperty("filePath");
    expect(body.document).not.toHaveProperty("wrappedKey");
  });

  it("applies the load form's rules when a document name is sent, and links to the caller's load", async () => {
    const body = await upload({
      document: { bytes: PNG_BYTES, name: "photo.png", type: "image/png" },
      documentName: "Bill of lading",
      documentType: "bol",
      loadId: load.id,
    });
    expect(body.document, JSON.stringify(body)).toMatchObject({
      fileName: "Bill of lading.png",
      originalFileName: "photo.png",
      documentType: "bol",
      loadId: load.id,
      loadNumber: load.loadNumber,
    });
    const text = await upload({
      document: { bytes: new TextEncoder().encode("notes"), name: "notes.txt", type: "text/plain" },
      documentName: "Driver notes",
    });
    expect(text.document, "the panel takes text; its type defaults to other").toMatchObject({
      documentType: "other",
      mimeType: "text/plain",
    });
  });

  it("answers each screen's messages", async () => {
    const png = { bytes: PNG_BYTES, name: "a.png", type: "image/png" };
    const cases: [FormFields, number, string, string][] = [
      [{ document: png }, 400, "VALIDATION_FAILED", "Document type required"],
      [{ documentType: "bol" }, 400, "VALIDATION_FAILED", "Please select a file to upload."],
      [
        { document: { bytes: new TextEncoder().encode("x"), name: "a.txt", type: "text/plain" }, documentType: "bol" },
        415,
        "UNSUPPORTED_MEDIA_TYPE",
        "Invalid file type",
      ],
      [
        { document: png, documentName: "  " },
        400,
        "VALIDATION_FAILED",
        "Please select a file and enter a document name",
      ],
      [{ documentName: "Name" }, 400, "VALIDATION_FAILED", "Please select a file and enter a document name"],
      [
        {
          document: { bytes: Uint8Array.of(1, 2, 3), name: "a.exe", type: "application/x-msdownload" },
          documentName: "x",
        },
        415,
        "UNSUPPORTED_MEDIA_TYPE",
        "File type not supported. Please upload images, PDFs, or documents.",
      ],
    ];
    for (const [fields, status, code, message] of cases) {
      const problem = await upload(fields, carrier, status);
      expect(problem, JSON.stringify(problem)).toMatchObject({ code, message });
    }
  });

  it("refuses a renamed executable by its leading bytes", async () => {
    const problem = await upload(
      { document: { bytes: EXE_BYTES, name: "invoice.pdf", type: "application/pdf" }, documentType: "pod" },
      carrier,
      415,
    );
    expect(problem, JSON.stringify(problem)).toMatchObject({
      code: "UNSUPPORTED_MEDIA_TYPE",
      message: "Invalid file type",
    });
  });

  it("refuses a file over 10MB with the screen's message", async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(new TextEncoder().encode("%PDF-1.4"));
    const manager = await upload(
      { document: { bytes: big, name: "big.pdf", type: "application/pdf" }, documentType: "pod" },
      carrier,
      413,
    );
    expect(manager.message, JSON.stringify(manager)).toBe("File too large");
    const panel = await upload(
      { document: { bytes: big, name: "big.pdf", type: "application/pdf" }, documentName: "Big" },
      carrier,
      413,
    );
    expect(panel.message, JSON.stringify(panel)).toBe("File size must be less than 10MB");
  });

  it("links only to the caller's own loads", async () => {
    const problem = await upload({ document: pdfFile("x"), documentType: "pod", loadId: load.id }, otherCarrier, 404);
    expect(problem.message).toBe("Load not found");
  });
});

describe("GET /api/documents, PATCH /api/documents/link-to-load", () => {
  it("lists the caller's documents only, by load or unlinked, and links the unlinked ones", async () => {
    const owner = await signedInUser("carrier", { mcNumber: "MC9990002" });
    const ownLoad = await createLoad({ ...tenant, carrier: owner });
    const linked = await upload({ document: pdfFile("a"), documentType: "pod", loadId: ownLoad.id }, owner);
    const loose = await upload({ document: pdfFile("b"), documentType: "bol" }, owner);
    await upload({ document: pdfFile("c"), documentType: "bol" }, otherCarrier);

    const all = await expectStatus<Body>(await call("listDocuments", { as: owner }), 200);
    expect(all.success).toBe(true);
    expect(
      all.documents.map((document: Body) => document.id),
      JSON.stringify(all),
    ).toEqual([loose.document.id, linked.document.id]);
    const byLoad = await expectStatus<Body>(
      await call("listDocuments", { query: { loadId: ownLoad.id }, as: owner }),
      200,
    );
    expect(byLoad.documents.map((document: Body) => document.id)).toEqual([linked.document.id]);
    const unlinked = await expectStatus<Body>(
      await call("listDocuments", { query: { unlinked: "true" }, as: owner }),
      200,
    );
    expect(unlinked).toMatchObject({ success: true, documents: [{ id: loose.document.id, loadId: null }] });

    const foreign = await expectStatus<Problem>(
      await call("linkDocumentsToLoad", { body: { loadId: load.id }, as: owner }),
      404,
    );
    expect(foreign.message).toBe("Load not found");
    const result = await expectStatus<Body>(
      await call("linkDocumentsToLoad", { body: { loadId: ownLoad.id }, as: owner }),
      200,
    );
    expect(result).toEqual({ success: true, linkedCount: 1 });
    const after = await expectStatus<Body>(
      await call("listDocuments", { query: { unlinked: "true" }, as: owner }),
      200,
    );
    expect(after.documents).toEqual([]);
  });
});

describe("GET /api/documents/{id}/download and DELETE /api/documents/{id}", () => {
  it("downloads the decrypted file with its stored type and safe headers", async () => {
    const plaintext = pdfBytes(SECRET);
    const { document } = await upload({
      document: { bytes: plaintext, name: "Rate Conf (final).pdf", type: "application/pdf" },
      documentType: "rate_confirmation",
    });
    const response = await call("downloadDocument", { params: { id: document.id }, as: carrier });
    const bytes = await expectFile(response);
    expect(bytes).toEqual(plaintext);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="Rate Conf \(final\)\.pdf"/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  it("refuses tampered ciphertext and never serves its bytes", async () => {
    const { document } = await upload({ document: pdfFile(SECRET), documentType: "pod" });
    const row = await storedRow(document.id);
    const path = String(row?.file_path);
    const stored = new Uint8Array(await ((await env.DOCUMENTS.get(path)) as R2ObjectBody).arrayBuffer());
    const index = stored.length - 20;
    stored[index] = (stored[index] ?? 0) ^ 0x01;
    await env.DOCUMENTS.put(path, stored);

    const response = await call("downloadDocument", { params: { id: document.id }, as: carrier });
    const body = await expectStatus<Problem>(response, 500);
    expect(body.code).toBe("INTERNAL_ERROR");
    expect(response.headers.get("content-type")).toContain("application/problem+json");
  });

  it("answers 404 when the stored body is missing", async () => {
    const { document } = await upload({ document: pdfFile("gone"), documentType: "pod" });
    await env.DOCUMENTS.delete(String((await storedRow(document.id))?.file_path));
    await expectStatus(await call("downloadDocument", { params: { id: document.id }, as: carrier }), 404);
  });

  it("deletes the row and the stored body", async () => {
    const { document } = await upload({ document: pdfFile("bye"), documentType: "pod" });
    const path = String((await storedRow(document.id))?.file_path);
    expect(
      await expectStatus<Body>(await call("deleteDocument", { params: { id: document.id }, as: carrier }), 200),
    ).toEqual({
      success: true,
    });
    expect(await storedRow(document.id)).toBeNull();
    expect(await env.DOCUMENTS.get(path), "R2 body removed").toBeNull();
    const audit = await env.DB.prepare(
      "SELECT actor_user_id FROM audit_log WHERE action = 'document.deleted' AND entity_id = ?",
    )
      .bind(document.id)
      .first();
    expect(audit).toEqual({ actor_user_id: carrier.id });
  });
});

describe("who may touch a document", () => {
  it("answers another user's document with the same 404 as an unknown id, and keeps it", async () => {
    const { document } = await upload({ document: pdfFile(SECRET), documentType: "pod" });
    const admin = await signedInUser("admin");
    for (const user of [otherCarrier, tenant.brokers[0], admin]) {
      for (const operationId of ["downloadDocument", "deleteDocument"] as const) {
        const response = await call(operationId, { params: { id: document.id }, as: user });
        const text = response.text;
        expect(response.status, `${operationId} as ${user.email}: ${text}`).toBe(404);
        expect(text).not.toContain("TOP-SECRET");
      }
    }
    await expectStatus(await call("downloadDocument", { params: { id: crypto.randomUUID() }, as: carrier }), 404);
    expect(await storedRow(document.id), "still there").not.toBeNull();
  });

  it("answers 401 signed out and 402 to a carrier without a subscription", async () => {
    const unsubscribed = await signedInUser("carrier", { mcNumber: "MC9990003" });
    await env.DB.prepare("UPDATE users SET subscription_status = 'inactive', has_paid_subscription = 0 WHERE id = ?")
      .bind(unsubscribed.id)
      .run();
    const calls: [string, () => Promise<CallResponse>][] = [
      ["list", () => call("listDocuments")],
      ["upload", () => call("uploadDocument", { body: { document: pdfFile("x"), documentType: "pod" } })],
      ["download", () => call("downloadDocument", { params: { id: crypto.randomUUID() } })],
      ["delete", () => call("deleteDocument", { params: { id: crypto.randomUUID() } })],
      ["link", () => call("linkDocumentsToLoad", { body: { loadId: load.id } })],
    ];
    for (const [name, ask] of calls) {
      const response = await ask();
      expect(response.status, `${name}: ${response.text}`).toBe(401);
    }
    const gated: [string, () => Promise<CallResponse>][] = [
      ["list", () => call("listDocuments", { as: unsubscribed })],
      [
        "upload",
        () => call("uploadDocument", { body: { document: pdfFile("x"), documentType: "pod" }, as: unsubscribed }),
      ],
      ["link", () => call("linkDocumentsToLoad", { body: { loadId: load.id }, as: unsubscribed })],
    ];
    for (const [name, ask] of gated) {
      const body = await expectStatus<Problem>(await ask(), 402);
      expect(body.code, name).toBe("SUBSCRIPTION_REQUIRED");
    }
  });
});

describe("deleting a load", () => {
  it("removes its documents' encrypted bodies from R2, not only their rows", async () => {
    const ownLoad = await createLoad(tenant);
    const body = await upload({ document: pdfFile("bol"), documentType: "bol", loadId: ownLoad.id });
    const path = String((await storedRow(body.document.id))?.file_path);
    expect(await env.DOCUMENTS.head(path), "body stored before the delete").not.toBeNull();

    const response = await call("deleteLoad", { params: { id: ownLoad.id }, as: carrier });
    expect(response.status, response.text).toBeLessThan(300);
    expect(await storedRow(body.document.id)).toBeNull();
    expect(await env.DOCUMENTS.head(path), "body left in R2").toBeNull();
  });
});
