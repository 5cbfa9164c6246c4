import { type APIRequestContext, expect } from "@playwright/test";
import { textPdfBytes } from "@truerate/domain/documents/test-pdf";
import { LANE_FIELDS, type LoadFields, originHeader } from "./loads";

/** The demo brokerage of the seed: its MC number matches a load to the tenant. */
export const DEMO_BROKERAGE = {
  name: "Demo Freight Brokerage LLC",
  mcNumber: "MC1234567",
  email: "dispatch@demofreight.test",
};

/** A load the demo carrier hauled for the demo brokerage, so it is matched to that tenant. */
export async function createBrokerageLoad(
  request: APIRequestContext,
  baseURL: string | undefined,
  load: {
    loadNumber: string;
    rate: number;
    date?: string;
    mileage?: number;
    trailerType?: LoadFields["trailerType"];
  } & Partial<Record<keyof typeof LANE_FIELDS, string | number>>,
) {
  const response = await request.post("/api/loads", {
    headers: originHeader(baseURL),
    data: {
      brokerName: DEMO_BROKERAGE.name,
      brokerEmail: DEMO_BROKERAGE.email,
      brokerMcNumber: DEMO_BROKERAGE.mcNumber,
      ...LANE_FIELDS,
      mileage: 781,
      weight: 42_000,
      trailerType: "dry_van",
      ...load,
    },
  });
  const body = await response.text();
  expect(response.status(), `POST /api/loads: ${body}`).toBe(201);
  const created = JSON.parse(body) as { id: string; brokerRegistrationStatus: string };
  expect(created.brokerRegistrationStatus, "the load must match the demo brokerage").toBe("registered");
  return created.id;
}

/**
 * A broker shares a document through the API (the dialog itself is covered by documents.spec.ts),
 * so a test can start from a document already waiting for the carrier.
 */
export async function shareAsBroker(
  request: APIRequestContext,
  baseURL: string | undefined,
  share: { loadId: string; fileName: string; pdf: Buffer; documentType?: string },
) {
  const response = await request.post("/api/broker-documents/upload", {
    headers: originHeader(baseURL),
    multipart: {
      document: { name: share.fileName, mimeType: "application/pdf", buffer: share.pdf },
      loadId: share.loadId,
      documentType: share.documentType ?? "compliance",
      documentName: share.fileName,
    },
  });
  expect(response.status(), `POST /api/broker-documents/upload: ${await response.text()}`).toBe(201);
}

/** A PDF of exactly `bytes` (padded with a comment), for sizes and for watching an upload's progress. */
export function paddedPdf(bytes: number): Buffer {
  const head = Buffer.from("%PDF-1.4\n%", "latin1");
  const tail = Buffer.from("\n%%EOF\n", "latin1");
  return Buffer.concat([head, Buffer.alloc(Math.max(0, bytes - head.length - tail.length), "x"), tail]);
}

/** A one-page rate confirmation whose text states the load number, the rate and the broker. */
export async function rateConfirmationPdf(
  load: { loadNumber: string; rate: string },
  terms: readonly string[] = [],
): Promise<Buffer> {
  const lines = ["RATE CONFIRMATION", DEMO_BROKERAGE.name, `Load #: ${load.loadNumber}`, `Agreed rate: ${load.rate}`];
  return Buffer.from(textPdfBytes([[...lines, ...terms]]));
}
