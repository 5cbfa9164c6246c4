import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../src/core/errors";
import { createDb } from "../src/db/client";
import { createDocumentKeyring, DEVELOPMENT_KEY_ID, type DocumentKeyring } from "../src/services/crypto/keyring";
import { DocumentDecryptionError } from "../src/services/documents/crypto/errors";
import { rotateDocumentKeys } from "../src/services/documents/rotate-keys";
import {
  createDocumentStore,
  type DocumentBodyRow,
  documentStoreFromEnv,
  type StoredDocumentBody,
} from "../src/services/documents/store";
import { rowOnlyUser } from "./support/accounts";

const OWNER_ID = crypto.randomUUID();
const PLAINTEXT = new TextEncoder().encode(
  `%PDF-1.4 RATE CONFIRMATION Load TR-424242 Rate $2,500.00 Broker Acme Freight ${"confidential ".repeat(200)}`,
);
const rawKey = () => crypto.getRandomValues(new Uint8Array(32));
const K1 = rawKey();
const K2 = rawKey();
const keyring = (keys: Record<string, Uint8Array>, current: string) =>
  createDocumentKeyring(new Map(Object.entries(keys)), current);

let ringK1: DocumentKeyring;
beforeAll(async () => {
  ringK1 = await keyring({ k1: K1 }, "k1");
  await rowOnlyUser("carrier", OWNER_ID);
});

const rowFor = (id: string, stored: StoredDocumentBody): DocumentBodyRow => ({
  id,
  mimeType: "application/pdf",
  ...stored,
});

async function insertRow(id: string, stored: StoredDocumentBody) {
  await env.DB.prepare(
    `INSERT INTO documents (id, user_id, file_name, original_file_name, document_type, file_size, mime_type, file_path,
       encryption_key_id, wrapped_key, content_sha256) VALUES (?, ?, 'rc.pdf', 'rc.pdf', 'rate_confirmation', ?, 'application/pdf', ?, ?, ?, ?)`,
  )
    .bind(id, OWNER_ID, stored.size, stored.filePath, stored.encryptionKeyId, stored.wrappedKey, stored.contentSha256)
    .run();
}

async function readRow(id: string): Promise<DocumentBodyRow> {
  const row = await env.DB.prepare(
    `SELECT id, file_path AS filePath, mime_type AS mimeType, is_encrypted AS isEncrypted, encryption_key_id AS encryptionKeyId,
       wrapped_key AS wrappedKey, content_sha256 AS contentSha256 FROM documents WHERE id = ?`,
  )
    .bind(id)
    .first<DocumentBodyRow>();
  if (!row) throw new Error(`no row ${id}`);
  return { ...row, isEncrypted: Boolean(row.isEncrypted) };
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error, "expected a DocumentDecryptionError").toBeInstanceOf(DocumentDecryptionError);
  return (error as DocumentDecryptionError).reason;
}

function containsSequence(haystack: Uint8Array, needle: Uint8Array): boolean {
  outer: for (let start = 0; start + needle.length <= haystack.length; start++) {
    for (let offset = 0; offset < needle.length; offset++)
      if (haystack[start + offset] !== needle[offset]) continue outer;
    return true;
  }
  return false;
}

async function storedBytes(filePath: string): Promise<Uint8Array> {
  const object = await env.DOCUMENTS.get(filePath);
  if (!object) throw new Error(`nothing in R2 at ${filePath}`);
  return new Uint8Array(await object.arrayBuffer());
}

describe("the document store", () => {
  it("never stores the plaintext in R2, not even an 8-byte run of it", async () => {
    const store = createDocumentStore(env.DOCUMENTS, ringK1);
    const id = crypto.randomUUID();
    const stored = await store.putEncrypted({ id, ownerId: OWNER_ID, body: PLAINTEXT });
    const bytes = await storedBytes(stored.filePath);
    for (let start = 0; start + 8 <= PLAINTEXT.length; start += 8) {
      expect(containsSequence(bytes, PLAINTEXT.subarray(start, start + 8)), `plaintext run at ${start}`).toBe(false);
    }
    const object = await env.DOCUMENTS.head(stored.filePath);
    expect(object?.httpMetadata?.contentType).toBe("application/octet-stream");
    expect(stored.filePath).toBe(`documents/${OWNER_ID}/${id}`);
  });

  it("round-trips an ArrayBuffer and a stream, with size, digest and the row's type", async () => {
    const store = createDocumentStore(env.DOCUMENTS, ringK1);
    const fromBuffer = await store.putEncrypted({
      id: crypto.randomUUID(),
      ownerId: OWNER_ID,
      body: PLAINTEXT.slice().buffer,
    });
    const fromStream = await store.putEncrypted({
      id: crypto.randomUUID(),
      ownerId: OWNER_ID,
      body: new Response(PLAINTEXT).body ?? new ReadableStream(),
    });
    for (const [label, stored] of [
      ["buffer", fromBuffer],
      ["stream", fromStream],
    ] as const) {
      expect(stored.size, label).toBe(PLAINTEXT.length);
      expect(stored.encryptionKeyId).toBe("k1");
      expect(stored.contentSha256).toMatch(/^[0-9a-f]{64}$/);
      const id = stored.filePath.split("/").pop() ?? "";
      const opened = await store.getDecrypted(rowFor(id, stored));
      expect(opened.mimeType).toBe("application/pdf");
      expect(new Uint8Array(await new Response(opened.body).arrayBuffer()), label).toEqual(PLAINTEXT);
    }
  });

  it("refuses a body with one byte flipped in R2", async () => {
    const store = createDocumentStore(env.DOCUMENTS, ringK1);
    const id = crypto.randomUUID();
    const stored = await store.putEncrypted({ id, ownerId: OWNER_ID, body: PLAINTEXT });
    const bytes = await storedBytes(stored.filePath);
    bytes[100] = (bytes[100] ?? 0) ^ 0x80;
    await env.DOCUMENTS.put(stored.filePath, bytes);
    expect(await refusal(store.getDecrypted(rowFor(id, stored)))).toBe("authentication-failed");
  });

  it("refuses to open with a wrong KEK under the same id", async () => {
    const id = crypto.randomUUID();
    const stored = await createDocumentStore(env.DOCUMENTS, ringK1).putEncrypted({
      id,
      ownerId: OWNER_ID,
      body: PLAINTEXT,
    });
    const impostor = createDocumentStore(env.DOCUMENTS, await keyring({ k1: K2 }, "k1"));
    expect(await refusal(impostor.getDecrypted(rowFor(id, stored)))).toBe("key-unwrap-failed");
  });

  it("refuses another document's body and key presented under this document's id", async () => {
    const store = createDocumentStore(env.DOCUMENTS, ringK1);
    const stored = await store.putEncrypted({ id: crypto.randomUUID(), ownerId: OWNER_ID, body: PLAINTEXT });
    expect(await refusal(store.getDecrypted(rowFor(crypto.randomUUID(), stored)))).toBe("authentication-failed");
  });

  it("refuses a row whose digest does not match, one without key material, and a missing body", async () => {
    const store = createDocumentStore(env.DOCUMENTS, ringK1);
    const id = crypto.randomUUID();
    const stored = await store.putEncrypted({ id, ownerId: OWNER_ID, body: PLAINTEXT });
    expect(await refusal(store.getDecrypted({ ...rowFor(id, stored), contentSha256: "0".repeat(64) }))).toBe(
      "digest-mismatch",
    );
    expect(await refusal(store.getDecrypted({ ...rowFor(id, stored), isEncrypted: false }))).toBe(
      "missing-key-material",
    );
    await store.remove(stored.filePath);
    expect(await env.DOCUMENTS.head(stored.filePath)).toBeNull();
    expect(await refusal(store.getDecrypted(rowFor(id, stored)))).toBe("missing-body");
  });

  it("refuses a stream over 10MB while reading it", async () => {
    const store = createDocumentStore(env.DOCUMENTS, ringK1);
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ > 11) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const error = await store
      .putEncrypted({ id: crypto.randomUUID(), ownerId: OWNER_ID, body })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("uses the marked development key from the test environment, where DOCUMENT_KEYS is unset", async () => {
    const store = await documentStoreFromEnv({ env });
    const stored = await store.putEncrypted({ id: crypto.randomUUID(), ownerId: OWNER_ID, body: PLAINTEXT });
    expect(stored.encryptionKeyId).toBe(DEVELOPMENT_KEY_ID);
  });
});

describe("key rotation", () => {
  it("re-wraps every data key under the current KEK without touching R2, and the bodies still open", async () => {
    const oldStore = createDocumentStore(env.DOCUMENTS, ringK1);
    const ids = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
    const before = new Map<string, { stored: StoredDocumentBody; etag: string | undefined }>();
    for (const id of ids) {
      const stored = await oldStore.putEncrypted({ id, ownerId: OWNER_ID, body: PLAINTEXT });
      await insertRow(id, stored);
      before.set(id, { stored, etag: (await env.DOCUMENTS.head(stored.filePath))?.etag });
    }
    const orphanId = crypto.randomUUID();
    const orphan = await createDocumentStore(env.DOCUMENTS, await keyring({ lost: rawKey() }, "lost")).putEncrypted({
      id: orphanId,
      ownerId: OWNER_ID,
      body: PLAINTEXT,
    });
    await insertRow(orphanId, orphan);

    const rotating = await keyring({ k1: K1, k2: K2 }, "k2");
    const report = await rotateDocumentKeys({ db: createDb(env.DB) }, { keyring: rotating, pageSize: 2 });

    expect(report.rewrapped, JSON.stringify(report)).toBeGreaterThanOrEqual(ids.length);
    expect(report.failed).toContainEqual({ id: orphanId, reason: "unknown-key" });
    const newStore = createDocumentStore(env.DOCUMENTS, await keyring({ k2: K2 }, "k2"));
    for (const id of ids) {
      const row = await readRow(id);
      expect(row.encryptionKeyId).toBe("k2");
      expect(row.wrappedKey).not.toBe(before.get(id)?.stored.wrappedKey);
      expect((await env.DOCUMENTS.head(row.filePath))?.etag, "R2 object rewritten").toBe(before.get(id)?.etag);
      expect(new Uint8Array((await newStore.getDecrypted(row)).body)).toEqual(PLAINTEXT);
    }
    expect((await readRow(orphanId)).encryptionKeyId).toBe("lost");

    const again = await rotateDocumentKeys({ db: createDb(env.DB) }, { keyring: rotating });
    expect(again.rewrapped).toBe(0);
    expect(again.failed.map((failure) => failure.id)).toEqual([orphanId]);
  });
});
