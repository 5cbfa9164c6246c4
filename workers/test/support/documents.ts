// Fixtures of the documents, deadline and notification tests: a tenant with its carrier and brokers,
// loads created through the API (so their deadline object is armed), uploads, file answers.
import { env } from "cloudflare:test";
import { textPdfBytes } from "@truerate/domain/documents/test-pdf";
import { expect } from "vitest";
import { signedInUser } from "./accounts";
import { type CallResponse, call, type FormValue } from "./call";
import { expectStatus, type TestUser } from "./loads";

export { expectStatus, type FormValue, signedInUser, type TestUser };

/** The lane, size and rate of the test loads: Dallas, TX to Atlanta, GA, a dry van at $2,150. */
export const TEST_LANE = {
  pickupCity: "Dallas",
  pickupState: "TX",
  pickupLatitude: 32.78306,
  pickupLongitude: -96.80667,
  deliveryCity: "Atlanta",
  deliveryState: "GA",
  deliveryLatitude: 33.749,
  deliveryLongitude: -84.38798,
  mileage: 781,
  weight: 42000,
  rate: 2150,
  trailerType: "dry_van",
} as const;

let sequence = 0;
const unique = () => `${Date.now().toString(36)}${(sequence++).toString(36)}`;

/** What shareDocument sends unless told otherwise: a rate confirmation of the load and its broker. */
export const sharedRateConfirmationText = (load: { loadNumber: string }, tenant: { brokerName: string }) =>
  `RATE CONFIRMATION\nLoad #: ${load.loadNumber}\nBroker: ${tenant.brokerName}\nTotal Carrier Pay: $2,150.00`;

/**
 * A real one-page PDF stating the text, so the document reader can read it: its lines, or with
 * none, a sentence a line.
 */
export function pdfBytes(text: string): Uint8Array {
  return textPdfBytes([text.includes("\n") ? text.split("\n") : text.split(/(?<=\.) +(?=[A-Z])/)]);
}

/** The first bytes of a PNG and a little more: enough for the signature check. */
export const PNG_BYTES = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, 1, 2,
]);

/** A Windows executable's header ("MZ" with NULs), to be sent under a PDF's name. */
export const EXE_BYTES = Uint8Array.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0]);

export const pdfFile = (text: string, name = "rate-confirmation.pdf"): FormValue => ({
  bytes: pdfBytes(text),
  name,
  type: "application/pdf",
});

/** One brokerage (tenant) with two broker users, and a carrier hauling for it. */
export interface Tenant {
  brokerageId: string;
  mcNumber: string;
  brokerName: string;
  brokers: [TestUser, TestUser];
  carrier: TestUser;
}

/**
 * The one tenant factory: a brokerage (named for `label`, with a random MC number unless given) with
 * two broker users and a carrier hauling for it, each verified, subscribed and signed in.
 */
export async function createTenant(
  label: string,
  brokerage: { name?: string; mcNumber?: string; emailDomain?: string } = {},
): Promise<Tenant> {
  const digits = String(100000 + Math.floor(Math.random() * 899999));
  const mcNumber = brokerage.mcNumber ?? `MC${digits}`;
  const brokerName = brokerage.name ?? `${label} Freight Brokers LLC`;
  const brokerageId = crypto.randomUUID();
  await env.DB.prepare("INSERT INTO brokerages (id, name, mc_number, email_domain) VALUES (?, ?, ?, ?)")
    .bind(brokerageId, brokerName, mcNumber, brokerage.emailDomain ?? null)
    .run();
  const brokers: [TestUser, TestUser] = [
    await signedInUser("broker", { brokerageId }),
    await signedInUser("broker", { brokerageId }),
  ];
  const carrier = await signedInUser("carrier", {
    companyName: `${label} Trucking`,
    mcNumber: `MC${digits.slice(1)}7`,
  });
  return { brokerageId, mcNumber, brokerName, brokers, carrier };
}

export interface CreatedLoad {
  id: string;
  loadNumber: string;
  uploadedAt: string;
  deadlineAt: string;
  brokerRegistrationStatus: string;
}

/** A load submitted by the tenant's carrier through POST /api/loads, matched to the tenant by MC number. */
export async function createLoad(tenant: Tenant, change: Record<string, unknown> = {}): Promise<CreatedLoad> {
  const loadNumber = `LD-${unique()}`;
  const body = {
    brokerName: tenant.brokerName,
    brokerEmail: `dispatch@${tenant.mcNumber.toLowerCase()}.test`,
    brokerMcNumber: tenant.mcNumber,
    loadNumber,
    ...TEST_LANE,
    ...change,
  };
  const created = await expectStatus<Omit<CreatedLoad, "loadNumber">>(
    await call("createLoad", { body, as: tenant.carrier }),
    201,
  );
  return { ...created, loadNumber: String(body.loadNumber) };
}

/** A broker's compliance upload for a load; answers the parsed body after checking the status. */
export async function shareDocument(
  tenant: Tenant,
  load: CreatedLoad,
  fields: Record<string, FormValue> = {},
  broker: TestUser = tenant.brokers[0],
) {
  const response = await call("uploadBrokerDocument", {
    body: {
      document: pdfFile(sharedRateConfirmationText(load, tenant)),
      loadId: load.id,
      documentType: "compliance",
      documentName: "Rate confirmation",
      customMessage: "Here is your rate confirmation",
      ...fields,
    },
    as: broker,
  });
  // biome-ignore lint/suspicious/noExplicitAny: test bodies are inspected field by field
  return expectStatus<any>(response, 201);
}

/** The answer's status with its body (text) in the message, and the body's bytes. */
export async function expectFile(response: CallResponse, status = 200): Promise<Uint8Array> {
  expect(response.status, `${response.status} ${new TextDecoder().decode(response.bytes.slice(0, 500))}`).toBe(status);
  return response.bytes;
}

export async function loadRow(id: string) {
  return env.DB.prepare("SELECT * FROM loads WHERE id = ?").bind(id).first<Record<string, unknown>>();
}

export async function complianceEvents(loadId: string) {
  const { results } = await env.DB.prepare("SELECT type FROM compliance_events WHERE load_id = ? ORDER BY type")
    .bind(loadId)
    .all<{ type: string }>();
  return results.map((row) => row.type);
}

export async function notificationsOf(filter: { loadId?: string; userId?: string; type?: string }) {
  const { results } = await env.DB.prepare(
    `SELECT id, user_id AS userId, type, title, dedupe_key AS dedupeKey, is_read AS isRead FROM notifications
     WHERE (?1 IS NULL OR load_id = ?1) AND (?2 IS NULL OR user_id = ?2) AND (?3 IS NULL OR type = ?3)
     ORDER BY dedupe_key`,
  )
    .bind(filter.loadId ?? null, filter.userId ?? null, filter.type ?? null)
    .all<{ id: string; userId: string; type: string; title: string; dedupeKey: string; isRead: number }>();
  return results;
}

export function containsSequence(haystack: Uint8Array, needle: Uint8Array): boolean {
  outer: for (let start = 0; start + needle.length <= haystack.length; start++) {
    for (let offset = 0; offset < needle.length; offset++)
      if (haystack[start + offset] !== needle[offset]) continue outer;
    return true;
  }
  return false;
}
