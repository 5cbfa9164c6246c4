/**
 * The demo market's answered 371.3 requests: for a share of the registered brokerages' settled
 * loads, the rate confirmation (and half the time the invoice) the broker sent the carrier, stored the way
 * a share stores them (each body encrypted into R2 by the document store, then its row), and the
 * carrier's response: when they opened it and whether they approved it. A met deadline's documents
 * came in time, a missed one's late. They feed the broker dashboard's shared-document figures and
 * the Analytics tab's carrier response time. One of them, the demo carrier's latest rate confirmation
 * from a registered brokerage, carries a waiver clause. Every document is read by the document
 * reader's own code (workers/reader), and its reading, clauses and verification stored as the reader
 * stores them, so the carrier's Shared Documents and the admin console show what a share would.
 */

import { formatTags, INVOICE_TAG } from "@truerate/domain/documents/tags";
import { textPdfBytes } from "@truerate/domain/documents/test-pdf";
import { SeededRandom } from "@truerate/domain/seeded-random";
import { eq } from "drizzle-orm";
import { readDocument } from "../../workers/reader/src/read-document";
import { storeReading } from "../../workers/reader/src/store-reading";
import { createDb, schema } from "../../workers/src/db/client";
import type { DocumentStore } from "../../workers/src/services/documents/store";

const HOUR = 60 * 60 * 1000;
/** A quarter of the settled loads were answered through TrueRate: about ten a week per brokerage, a quick seed. */
const ANSWERED_SHARE = 0.25;
const INVOICE_SHARE = 0.5;
const VIEWED_SHARE = 0.85;
/** R2 writes in flight at once: the local store answers faster in parallel (about 2 ms a body). */
const PARALLEL_WRITES = 16;
const ROWS_PER_STATEMENT = 200;

interface SettledLoad {
  id: string;
  loadNumber: string;
  carrierId: string;
  carrierMc: string | null;
  brokerageId: string;
  brokerName: string;
  rateCents: number;
  uploadedAt: number;
  deadlineAt: number;
  status: "compliant" | "overdue";
  /** The brokerage's first broker, who shares; null when nobody has joined it (it answered by link). */
  brokerId: string | null;
  brokerKey: string;
}

interface PlannedDocument {
  load: SettledLoad;
  kind: "rate_confirmation" | "invoice";
  sharedAt: number;
  viewedAt: number | null;
  approval: "pending" | "approved" | "declined";
  /** The one rate confirmation whose terms waive the carrier's right to the broker's record. */
  waiver?: boolean;
}

/** The demo's waiver clause, as rate confirmations word it (no parentheses: it sits in a PDF string). */
export const DEMO_WAIVER_CLAUSE =
  "By accepting this load, Carrier waives any right to review Broker's records under 49 C.F.R. 371.3.";

const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** What the broker's paperwork states: its name, the load number and the agreed rate. */
function paperwork(load: SettledLoad, kind: PlannedDocument["kind"], waiver = false): Uint8Array {
  const title = kind === "invoice" ? "INVOICE" : "RATE CONFIRMATION";
  const amount = kind === "invoice" ? "Amount due" : "Agreed rate";
  const terms = waiver ? ["", "TERMS: Carrier shall deliver on the agreed date.", DEMO_WAIVER_CLAUSE] : [];
  return textPdfBytes([
    [title, load.brokerName, `Load #: ${load.loadNumber}`, `${amount}: ${dollars(load.rateCents)}`, ...terms],
  ]);
}

/** Carriers open most documents within hours, a few after days (an exponential spread, median ~6 h). */
function responseDelay(random: SeededRandom): number {
  const hours = -Math.log(1 - random.next()) * 8.5;
  return Math.round(Math.min(hours, 96) * HOUR) + random.int(5, 55) * 60_000;
}

function plan(loads: readonly SettledLoad[], now: number): PlannedDocument[] {
  const random = new SeededRandom(20261124);
  const planned: PlannedDocument[] = [];
  for (const load of loads) {
    if (!random.chance(ANSWERED_SHARE)) continue;
    const sharedAt =
      load.status === "compliant"
        ? load.uploadedAt + random.int(1, 46) * HOUR + random.int(0, 59) * 60_000
        : load.deadlineAt + random.int(2, 72) * HOUR;
    if (sharedAt >= now) continue;
    const viewed = random.chance(VIEWED_SHARE) ? Math.min(sharedAt + responseDelay(random), now - 60_000) : null;
    const approval = viewed === null ? "pending" : random.chance(0.06) ? "declined" : "approved";
    const kinds = random.chance(INVOICE_SHARE)
      ? (["rate_confirmation", "invoice"] as const)
      : (["rate_confirmation"] as const);
    for (const kind of kinds) planned.push({ load, kind, sharedAt, viewedAt: viewed, approval });
  }
  return planned;
}

const COLUMNS = [
  "id",
  "user_id",
  "brokerage_id",
  "load_id",
  "load_number",
  "file_name",
  "original_file_name",
  "document_type",
  "tags",
  "file_size",
  "mime_type",
  "file_path",
  "uploaded_at",
  "shared_with_carrier_mc",
  "shared_with_user_id",
  "compliance_deadline",
  "is_shared",
  "shared_at",
  "carrier_viewed_at",
  "is_encrypted",
  "encryption_key_id",
  "wrapped_key",
  "content_sha256",
  "carrier_approval_status",
  "carrier_approval_date",
  "carrier_decline_reason",
  "verification_status",
  "verification_confidence",
] as const;

/** A stored document's body, to be read once its row is in. */
interface StoredBody {
  id: string;
  bytes: Uint8Array;
  kind: PlannedDocument["kind"];
}

/** One body into R2 through the app's document store, and its row as a share writes it. */
async function stored(
  document: PlannedDocument,
  store: DocumentStore,
  bodies: StoredBody[],
): Promise<(string | number | null)[]> {
  const { load } = document;
  const id = crypto.randomUUID();
  // A registered broker owns what they send; an answer by link belongs to the carrier (as in the app).
  const ownerId = load.brokerId ?? load.carrierId;
  const bytes = paperwork(load, document.kind, document.waiver);
  const body = await store.putEncrypted({ id, ownerId, body: bytes });
  bodies.push({ id, bytes, kind: document.kind });
  const name = `${document.kind === "invoice" ? "invoice" : "rate-confirmation"}-${load.loadNumber}.pdf`;
  return [
    id,
    ownerId,
    load.brokerageId,
    load.id,
    load.loadNumber,
    name,
    name,
    // The document types have no invoice: as the response form does, an "other" tagged invoice.
    document.kind === "invoice" ? "other" : "rate_confirmation",
    document.kind === "invoice" ? formatTags([INVOICE_TAG]) : null,
    body.size,
    "application/pdf",
    body.filePath,
    document.sharedAt,
    load.carrierMc,
    load.carrierId,
    load.deadlineAt,
    1,
    document.sharedAt,
    document.viewedAt,
    1,
    body.encryptionKeyId,
    body.wrappedKey,
    body.contentSha256,
    document.approval,
    document.viewedAt === null || document.approval === "pending" ? null : document.viewedAt,
    document.approval === "declined" ? "The rate does not match our records" : null,
    // Unverified until read, as a share leaves it: the reading below sets it.
    "unverified",
    0,
  ];
}

async function settledLoads(db: D1Database, prefix: string): Promise<SettledLoad[]> {
  const { results } = await db
    .prepare(
      `SELECT l.id, l.load_number AS loadNumber, l.user_id AS carrierId, u.mc_number AS carrierMc,
         l.brokerage_id AS brokerageId, l.broker_name AS brokerName, l.rate_cents AS rateCents,
         l.uploaded_at AS uploadedAt, l.deadline_at AS deadlineAt, l.compliance_status AS status,
         (SELECT min(b.id) FROM users b WHERE b.brokerage_id = l.brokerage_id AND b.user_type = 'broker') AS brokerId,
         l.broker_key AS brokerKey
       FROM loads l JOIN users u ON u.id = l.user_id
       WHERE l.load_number LIKE ?1 AND l.brokerage_id IS NOT NULL AND l.compliance_status <> 'pending'
       ORDER BY l.load_number`,
    )
    .bind(`${prefix}%`)
    .all<SettledLoad>();
  return results;
}

/** Seeds the documents of the market's answered loads; answers how many documents it stored. */
export async function seedMarketDocuments(
  db: D1Database,
  store: DocumentStore,
  { prefix, now }: { prefix: string; now: number },
): Promise<number> {
  const planned = plan(await settledLoads(db, prefix), now);
  const demoCarrier = await db
    .prepare("SELECT id FROM users WHERE email = 'carrier@truerate.test'")
    .first<{ id: string }>();
  const withWaiver = planned
    .filter((document) => document.kind === "rate_confirmation" && document.load.carrierId === demoCarrier?.id)
    .filter((document) => document.load.brokerId !== null)
    .reduce<PlannedDocument | null>(
      (latest, document) => (latest && latest.sharedAt >= document.sharedAt ? latest : document),
      null,
    );
  if (withWaiver) withWaiver.waiver = true;
  const rows: (string | number | null)[][] = [];
  const bodies: StoredBody[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: PARALLEL_WRITES }, async () => {
      while (next < planned.length) {
        const document = planned[next];
        next += 1;
        if (document) rows.push(await stored(document, store, bodies));
      }
    }),
  );
  const values = COLUMNS.map((_, position) => `json_extract(value, '$[${position}]')`).join(", ");
  const insert = `INSERT INTO documents (${COLUMNS.join(", ")}) SELECT ${values} FROM json_each(?1)`;
  const statements = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT)
    statements.push(db.prepare(insert).bind(JSON.stringify(rows.slice(start, start + ROWS_PER_STATEMENT))));
  if (statements.length > 0) await db.batch(statements);
  await readStoredBodies(db, bodies, now);
  return rows.length;
}

/**
 * Each document read by the reader's own code and its reading stored as the reader stores it
 * (fields, clauses, the verification from the load), read when the document was shared.
 */
async function readStoredBodies(d1: D1Database, bodies: readonly StoredBody[], now: number): Promise<void> {
  const db = createDb(d1);
  for (const { id, bytes, kind } of bodies) {
    const [found] = await db
      .select({ document: schema.documents, load: schema.loads })
      .from(schema.documents)
      .leftJoin(schema.loads, eq(schema.loads.id, schema.documents.loadId))
      .where(eq(schema.documents.id, id));
    if (!found) continue;
    const readAt = found.document.sharedAt?.getTime() ?? now;
    const reading = await readDocument({ bytes, mimeType: "application/pdf", kind }, { ocr: null });
    await storeReading(db, { document: found.document, load: found.load, reading, readAt, durationMs: 0 });
  }
}
