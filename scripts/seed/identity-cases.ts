/**
 * The demo carrier's broker identity cases (issue 44, docs/broker-identity.md): four loads whose
 * broker the identity checks flag, one per case, so a fresh `npm start` shows each on the carrier's
 * load page and in search rows:
 * - a broker whose authority is revoked (Closed Door Logistics, revoked in the FMCSA sample);
 * - one whose authority is three weeks old (Fresh Start Freight; the seed re-dates it, fmcsa-demo-authority.ts);
 * - Demo Freight's MC written from a look-alike of its domain (demofrieght.test: two letters swapped);
 * - a rate confirmation, shared and read by the reader's own code, made out to another carrier (double brokering).
 * The demo partner (demo-partner.ts) holds the four as its pushed loads, for the partner API.
 * Idempotent: the load numbers are fixed, and a database that has them gets nothing.
 */

import { documentDeadline } from "@truerate/domain/compliance";
import { textPdfBytes } from "@truerate/domain/documents/test-pdf";
import { brokerKey, carrierKey, carrierSource } from "@truerate/domain/reports/attribution";
import { eq } from "drizzle-orm";
import { readDocument } from "../../workers/reader/src/read-document";
import { storeReading } from "../../workers/reader/src/store-reading";
import { createDb, schema } from "../../workers/src/db/client";
import type { DocumentStore } from "../../workers/src/services/documents/store";
import { seedDemoPartner } from "./demo-partner";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The look-alike of Demo Freight's registered domain (demofreight.test) the contact check fails. */
export const LOOKALIKE_EMAIL = "dispatch@demofrieght.test";

/** The carrier a double-brokered rate confirmation is made out to: not the demo carrier (Demo Trucking LLC, MC654321). */
export const OTHER_CARRIER = { name: "Peachtree Flatbed Co", mcNumber: "MC882211" };

export const IDENTITY_CASES = [
  {
    loadNumber: "IDC-REVOKED-1",
    broker: { name: "Closed Door Logistics Inc", email: "ops@closeddoorlogistics.example", mc: "MC1187001" },
    failing: "authority",
    daysAgo: 6,
  },
  {
    loadNumber: "IDC-YOUNG-1",
    broker: { name: "Fresh Start Freight LLC", email: "dispatch@freshstartfreight.example", mc: "MC1390021" },
    failing: "authority_age",
    daysAgo: 5,
  },
  {
    loadNumber: "IDC-LOOKALIKE-1",
    broker: { name: "Demo Freight Brokerage LLC", email: LOOKALIKE_EMAIL, mc: "MC1234567" },
    failing: "contact",
    daysAgo: 4,
  },
  {
    loadNumber: "IDC-DOUBLE-1",
    broker: { name: "Other Lane Brokers Inc", email: "dispatch@otherlane.test", mc: "MC7654321" },
    failing: "document",
    daysAgo: 3,
  },
] as const;

/** The double-brokered load's rate confirmation: its broker as the load names it, another carrier's name and MC. */
export function doubleBrokeredConfirmation(loadNumber: string): Uint8Array {
  return textPdfBytes([
    [
      "Other Lane Brokers Inc",
      "RATE CONFIRMATION",
      `Load #              ${loadNumber}`,
      "Broker              Other Lane Brokers Inc",
      "Broker MC           MC#7654321",
      `Carrier             ${OTHER_CARRIER.name}`,
      `Carrier MC          MC#${OTHER_CARRIER.mcNumber.slice(2)}`,
      "Total Carrier Pay   $2,140.00",
    ],
  ]);
}

/** Answers the ids of the case loads by load number (seeded now or before), or nothing without the demo carrier. */
export async function seedIdentityCases(
  d1: D1Database,
  store: DocumentStore,
  now = Date.now(),
): Promise<Map<string, string>> {
  const carrier = await d1
    .prepare(
      "SELECT id, dot_number AS dotNumber, mc_number AS mcNumber FROM users WHERE email = 'carrier@truerate.test'",
    )
    .first<{ id: string; dotNumber: string | null; mcNumber: string | null }>();
  if (!carrier) return new Map();
  const numbers = JSON.stringify(IDENTITY_CASES.map((item) => item.loadNumber));
  const existing = await d1
    .prepare(
      "SELECT id, load_number AS loadNumber FROM loads WHERE user_id = ?1 AND load_number IN (SELECT value FROM json_each(?2))",
    )
    .bind(carrier.id, numbers)
    .all<{ id: string; loadNumber: string }>();
  if (existing.results.length > 0) {
    const ids = new Map(existing.results.map((row) => [row.loadNumber, row.id]));
    // A demo seeded before the partner integration gets it once.
    await seedDemoPartner(d1, { carrierId: carrier.id, loads: ids, now });
    return ids;
  }

  const ids = new Map(IDENTITY_CASES.map((item) => [item.loadNumber, crypto.randomUUID()]));
  const insert = d1.prepare(
    `INSERT INTO loads (id, user_id, broker_name, broker_email, broker_mc_number, load_number, date,
       pickup_city, pickup_state, pickup_latitude, pickup_longitude, delivery_city, delivery_state,
       delivery_latitude, delivery_longitude, mileage, weight, rate_cents, trailer_type, uploaded_at,
       upload_timestamp, deadline_at, compliance_status, source_key, carrier_key, broker_key)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, 'Dallas', 'TX', 32.77667, -96.79694, 'Chicago', 'IL', 41.85003,
       -87.65005, 967, 38000, ?8, 'dry_van', ?9, ?9, ?10, ?11, ?12, ?13, ?14)`,
  );
  // Not linked to a brokerage: the demo's registered brokerages keep their own figures.
  await d1.batch(
    IDENTITY_CASES.map((item, position) => {
      const uploadedAt = now - item.daysAgo * DAY;
      return insert.bind(
        ids.get(item.loadNumber),
        carrier.id,
        item.broker.name,
        item.broker.email,
        item.broker.mc,
        item.loadNumber,
        new Date(uploadedAt - 6 * HOUR).toISOString().slice(0, 10),
        214_000 + position * 1_500,
        uploadedAt,
        documentDeadline(uploadedAt).getTime(),
        "overdue",
        carrierSource(carrier.id),
        carrierKey({ dotNumber: carrier.dotNumber, userId: carrier.id }),
        brokerKey({ brokerageId: null, mcNumber: item.broker.mc, email: item.broker.email }),
      );
    }),
  );
  const double = IDENTITY_CASES[3];
  await shareReadConfirmation(d1, store, {
    loadId: ids.get(double.loadNumber) as string,
    loadNumber: double.loadNumber,
    carrier,
    sharedAt: now - (double.daysAgo - 1) * DAY,
  });
  await seedDemoPartner(d1, { carrierId: carrier.id, loads: ids, now });
  return ids;
}

/** The rate confirmation shared with the carrier, its body in R2 through the app's store, read by the reader. */
async function shareReadConfirmation(
  d1: D1Database,
  store: DocumentStore,
  input: { loadId: string; loadNumber: string; carrier: { id: string; mcNumber: string | null }; sharedAt: number },
) {
  const id = crypto.randomUUID();
  const bytes = doubleBrokeredConfirmation(input.loadNumber);
  // An answer by link belongs to the carrier, as in the app (the broker has no account).
  const body = await store.putEncrypted({ id, ownerId: input.carrier.id, body: bytes });
  const name = `rate-confirmation-${input.loadNumber}.pdf`;
  await d1
    .prepare(
      `INSERT INTO documents (id, user_id, load_id, load_number, file_name, original_file_name, document_type,
         file_size, mime_type, file_path, uploaded_at, shared_with_carrier_mc, shared_with_user_id, is_shared,
         shared_at, is_encrypted, encryption_key_id, wrapped_key, content_sha256, verification_status)
       VALUES (?1, ?2, ?3, ?4, ?5, ?5, 'rate_confirmation', ?6, 'application/pdf', ?7, ?8, ?9, ?2, 1, ?8, 1, ?10, ?11, ?12, 'unverified')`,
    )
    .bind(
      id,
      input.carrier.id,
      input.loadId,
      input.loadNumber,
      name,
      body.size,
      body.filePath,
      input.sharedAt,
      input.carrier.mcNumber,
      body.encryptionKeyId,
      body.wrappedKey,
      body.contentSha256,
    )
    .run();
  const db = createDb(d1);
  const [found] = await db
    .select({ document: schema.documents, load: schema.loads })
    .from(schema.documents)
    .leftJoin(schema.loads, eq(schema.loads.id, schema.documents.loadId))
    .where(eq(schema.documents.id, id));
  if (!found) return;
  const reading = await readDocument({ bytes, mimeType: "application/pdf", kind: "rate_confirmation" }, { ocr: null });
  await storeReading(db, {
    document: found.document,
    load: found.load,
    reading,
    readAt: input.sharedAt,
    durationMs: 0,
  });
}
