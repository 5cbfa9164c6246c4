// Fixtures of the 371.3 request-loop tests: a load naming a broker who is not on TrueRate, the
// response link from the mail the queue delivered, and the broker's answer through it.
import { env } from "cloudflare:workers";
import { todayInNewYork } from "@truerate/domain/validation/input";
import { LOAD_REQUEST_TEMPLATE } from "../src/services/load-requests/request-mail";
import { call } from "./support/call";
import { expectStatus, type FormValue, pdfFile, TEST_LANE, type TestUser } from "./support/documents";
import { waitForMail } from "./support/mail";

let sequence = 0;

/** A load uploaded by `carrier` naming a broker that no brokerage matches (unless `change` says so). */
export async function createUnregisteredLoad(carrier: TestUser, change: Record<string, unknown> = {}) {
  sequence += 1;
  const tag = `${Date.now().toString(36)}${sequence}`;
  const body = {
    brokerName: `Unlisted Freight ${tag} LLC`,
    brokerEmail: `ops-${tag}@unlisted-freight.test`,
    loadNumber: `LD-${tag}`,
    date: "2026-11-20",
    ...TEST_LANE,
    ...change,
  };
  const created = await expectStatus<{ id: string; deadlineAt: string; brokerRegistrationStatus: string }>(
    await call("createLoad", { body, as: carrier }),
    201,
  );
  return { ...created, loadNumber: body.loadNumber, brokerEmail: body.brokerEmail, brokerName: body.brokerName };
}

/** The response link's token from the request mail the queue delivered to `to`. */
export async function responseToken(to: string): Promise<string> {
  const mail = await waitForMail(to, LOAD_REQUEST_TEMPLATE);
  const token = /\/respond\/([\w.-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no response link in: ${mail.text}`);
  return token;
}

export const RECORD_FIELDS = {
  consignor: "Acme Foods Inc.",
  originatingCarrier: "Acme Trucking",
  billOfLadingNumber: "BOL-778812",
  compensation: "2600",
  payer: "Acme Foods Inc.",
  freightChargesCollected: "2600",
  carrierPaid: "2150",
  // The day a load uploaded now is dated by default: paid on its load date, never before it.
  carrierPaidOn: todayInNewYork(new Date()),
  itemizedCharges: "Line haul, 2300\nFuel surcharge, 300",
};

/** The broker's answer through the link: the rate confirmation, an invoice and the record. */
export function respond(token: string, fields: Record<string, FormValue> = {}) {
  return call("respondToLoadRequest", {
    params: { token },
    body: {
      rateConfirmation: pdfFile("Rate confirmation Rate $2,150.00"),
      invoice: pdfFile("Invoice $2,600.00", "invoice.pdf"),
      ...RECORD_FIELDS,
      ...fields,
    },
  });
}

export async function recordRows(loadId: string) {
  const { results } = await env.DB.prepare(
    "SELECT version, channel, compensation_cents AS compensationCents, evidence FROM transaction_records WHERE load_id = ? ORDER BY version",
  )
    .bind(loadId)
    .all<{ version: number; channel: string; compensationCents: number; evidence: string }>();
  return results;
}
