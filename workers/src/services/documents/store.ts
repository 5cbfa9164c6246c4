import { MAX_DOCUMENT_BYTES } from "@truerate/domain/documents/file-size";
import { AppError } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import type { DocumentBodyRow } from "../../db/queries/documents";
import { type DocumentKeyring, loadDocumentKeyring } from "../crypto/keyring";
import { type DocumentBodySource, readBodyBytes, sha256Hex } from "./body-bytes";
import { DocumentDecryptionError } from "./crypto/errors";
import { openDocumentBody, sealDocumentBody } from "./crypto/sealed-body";

/**
 * Document bodies in R2, always encrypted (crypto/sealed-body.ts). R2 holds only ciphertext under a
 * key made of ids (never a user's file name, ASVS 5.3.2) and typed application/octet-stream, so
 * the bucket never serves a document by itself. The row keeps the real type, the KEK id, the
 * wrapped data key and the plaintext's SHA-256; putEncrypted needs no type for that reason.
 */
export interface PutEncryptedInput {
  id: string;
  ownerId: string;
  body: DocumentBodySource;
}

/** The columns of the documents row that putEncrypted fills in. */
export interface StoredDocumentBody {
  filePath: string;
  encryptionKeyId: string;
  wrappedKey: string;
  contentSha256: string;
  /** Plaintext size in bytes: the row's fileSize. */
  size: number;
  isEncrypted: true;
}

/** The columns of a documents row that getDecrypted reads. */
export type { DocumentBodyRow };

export interface DecryptedDocument {
  /** Authenticated plaintext, ready for `new Response(body)`. */
  body: ArrayBuffer;
  mimeType: string;
  size: number;
}

export interface DocumentStore {
  putEncrypted(input: PutEncryptedInput): Promise<StoredDocumentBody>;
  /** Throws DocumentDecryptionError (never returns bytes that failed authentication). */
  getDecrypted(row: DocumentBodyRow): Promise<DecryptedDocument>;
  remove(filePath: string): Promise<void>;
}

const SAFE_ID = /^[A-Za-z0-9_-]{1,128}$/;
export const STORED_CONTENT_TYPE = "application/octet-stream";
export const DOCUMENT_STORE_UNAVAILABLE = "The document store is unavailable; nothing was saved. Please try again.";

export function documentFilePath(ownerId: string, documentId: string): string {
  if (!SAFE_ID.test(ownerId) || !SAFE_ID.test(documentId))
    throw new TypeError("document and owner ids must be plain ids");
  return `documents/${ownerId}/${documentId}`;
}

const exactBuffer = (bytes: Uint8Array): ArrayBuffer =>
  bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer
    ? bytes.buffer
    : bytes.slice().buffer;

export function createDocumentStore(bucket: R2Bucket, keyring: DocumentKeyring): DocumentStore {
  return {
    async putEncrypted({ id, ownerId, body }) {
      const filePath = documentFilePath(ownerId, id);
      const plaintext = await readBodyBytes(body, MAX_DOCUMENT_BYTES);
      const sealed = await sealDocumentBody(plaintext, id, keyring);
      // R2 checks the upload against this digest, so a body corrupted on the way in is refused now.
      const digest = await sha256Hex(sealed.stored);
      try {
        await bucket.put(filePath, sealed.stored, {
          httpMetadata: { contentType: STORED_CONTENT_TYPE },
          customMetadata: { format: "truerate-envelope-v1" },
          sha256: digest,
        });
      } catch {
        // Nothing was recorded yet (the row is written after the body): the caller may simply retry.
        throw new AppError("SERVICE_UNAVAILABLE", DOCUMENT_STORE_UNAVAILABLE);
      }
      const { encryptionKeyId, wrappedKey } = sealed;
      return {
        filePath,
        encryptionKeyId,
        wrappedKey,
        contentSha256: await sha256Hex(plaintext),
        size: plaintext.byteLength,
        isEncrypted: true,
      };
    },

    async getDecrypted(row) {
      if (!row.isEncrypted || !row.encryptionKeyId || !row.wrappedKey)
        throw new DocumentDecryptionError("missing-key-material", row.id);
      const object = await bucket.get(row.filePath);
      if (!object) throw new DocumentDecryptionError("missing-body", row.id);
      const stored = new Uint8Array(await object.arrayBuffer());
      const wrapped = { encryptionKeyId: row.encryptionKeyId, wrappedKey: row.wrappedKey };
      const plaintext = await openDocumentBody(stored, row.id, wrapped, keyring);
      // GCM already authenticated the body; the digest also catches a row pointing at the wrong body.
      if (row.contentSha256 && (await sha256Hex(plaintext)) !== row.contentSha256.toLowerCase()) {
        throw new DocumentDecryptionError("digest-mismatch", row.id);
      }
      return { body: exactBuffer(plaintext), mimeType: row.mimeType, size: plaintext.byteLength };
    },

    async remove(filePath) {
      await bucket.delete(filePath);
    },
  };
}

/** The store for a request: the DOCUMENTS bucket with the keyring from DOCUMENT_KEYS. */
export async function documentStoreFromEnv(ctx: Pick<ServiceContext, "env">): Promise<DocumentStore> {
  return createDocumentStore(ctx.env.DOCUMENTS, await loadDocumentKeyring(ctx.env));
}
