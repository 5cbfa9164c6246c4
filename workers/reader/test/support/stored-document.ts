import { env } from "cloudflare:test";
import type { DocumentType } from "@truerate/domain/enums";
import { eq } from "drizzle-orm";
import { createDb, schema } from "../../../src/db/client";
import { loadDocumentKeyring } from "../../../src/services/crypto/keyring";
import { createDocumentStore } from "../../../src/services/documents/store";

export const db = () => createDb(env.DB);

export interface StoredLoad {
  id: string;
  loadNumber: string;
  rateCents: number;
  brokerName: string;
}

/** A carrier, and a load of theirs, as the API would have stored them. */
export async function storeLoad(overrides: Partial<StoredLoad> = {}): Promise<StoredLoad & { carrierId: string }> {
  const carrierId = crypto.randomUUID();
  await db()
    .insert(schema.users)
    .values({ id: carrierId, email: `${carrierId}@carrier.test`, passwordHash: "!", userType: "carrier" });
  const load = {
    id: crypto.randomUUID(),
    loadNumber: "TR-4242",
    rateCents: 245_000,
    brokerName: "Acme Freight Brokerage LLC",
    ...overrides,
  };
  await db()
    .insert(schema.loads)
    .values({
      ...load,
      userId: carrierId,
      brokerEmail: "dispatch@acme-freight.test",
      date: "2026-11-20",
      pickupCity: "Dallas",
      pickupState: "TX",
      deliveryCity: "Atlanta",
      deliveryState: "GA",
      mileage: 780,
      weight: 40_000,
      trailerType: "dry_van",
      deadlineAt: new Date(Date.now() + 48 * 3600_000),
    });
  return { ...load, carrierId };
}

/**
 * A document stored the way the API stores one (the body encrypted into R2 by the document store,
 * then its row) with its reading pending, as an upload or a share leaves it.
 */
export async function storeDocument(input: {
  bytes: Uint8Array;
  mimeType: string;
  documentType?: DocumentType;
  load?: StoredLoad & { carrierId: string };
  shared?: boolean;
}): Promise<string> {
  const ownerId = input.load?.carrierId ?? crypto.randomUUID();
  if (!input.load) {
    await db()
      .insert(schema.users)
      .values({ id: ownerId, email: `${ownerId}@carrier.test`, passwordHash: "!", userType: "carrier" });
  }
  const id = crypto.randomUUID();
  const store = createDocumentStore(env.DOCUMENTS, await loadDocumentKeyring(env));
  const stored = await store.putEncrypted({ id, ownerId, body: input.bytes });
  await db()
    .insert(schema.documents)
    .values({
      id,
      userId: ownerId,
      loadId: input.load?.id ?? null,
      loadNumber: input.load?.loadNumber ?? null,
      fileName: "document",
      originalFileName: "document",
      documentType: input.documentType ?? "rate_confirmation",
      fileSize: stored.size,
      mimeType: input.mimeType,
      filePath: stored.filePath,
      isEncrypted: true,
      encryptionKeyId: stored.encryptionKeyId,
      wrappedKey: stored.wrappedKey,
      contentSha256: stored.contentSha256,
      isShared: input.shared ?? false,
      sharedWithUserId: input.shared ? ownerId : null,
      verificationStatus: input.shared ? "unverified" : null,
      verificationConfidence: input.shared ? 0 : null,
    });
  await db().insert(schema.documentReadings).values({ documentId: id, status: "pending", requestedAt: new Date() });
  return id;
}

export async function readingOf(documentId: string) {
  const [row] = await db()
    .select()
    .from(schema.documentReadings)
    .where(eq(schema.documentReadings.documentId, documentId));
  return row;
}

export async function documentOf(documentId: string) {
  const [row] = await db().select().from(schema.documents).where(eq(schema.documents.id, documentId));
  return row;
}
