import type { components } from "@truerate/sdk";
import { browserApi, refusalMessage } from "../../../lib/browser-api";

export type LoadEvidence = components["schemas"]["LoadEvidence"];
export type VerificationQueue = components["schemas"]["VerificationQueue"];
export type EvidenceComparison = components["schemas"]["EvidenceComparison"];

const EVIDENCE_FAILED = "The load's evidence could not be loaded.";
const QUEUE_FAILED = "The verification queue could not be loaded.";

/** GET /api/admin/loads/{id}/evidence, from the browser. */
export async function readLoadEvidence(id: string): Promise<LoadEvidence | { failure: string }> {
  const { data, error, response } = await browserApi().GET("/api/admin/loads/{id}/evidence", {
    params: { path: { id } },
  });
  return data ?? { failure: refusalMessage(response, error, EVIDENCE_FAILED) };
}

/** GET /api/admin/loads/verification-queue, one numbered page. */
export async function readVerificationQueue(page: number): Promise<VerificationQueue | { failure: string }> {
  const { data, error, response } = await browserApi().GET("/api/admin/loads/verification-queue", {
    params: { query: { page, pageSize: 25 } },
  });
  return data ?? { failure: refusalMessage(response, error, QUEUE_FAILED) };
}
