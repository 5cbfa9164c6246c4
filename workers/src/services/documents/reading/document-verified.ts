import { readDocumentKindOf } from "@truerate/domain/documents/reading/document-kind";
import { isDocumentVerified } from "@truerate/domain/documents/reading/document-verified";
import type { DocumentFields } from "@truerate/domain/documents/reading/types";
import { verifyReading } from "@truerate/domain/documents/reading/verification";
import { parseTags } from "@truerate/domain/documents/tags";
import type { ServiceContext } from "../../../core/service-context";
import { documentVerifiedFacts, setDocumentVerified } from "../../../db/queries/documents";

/**
 * Sets a load's `documentVerified` (isDocumentVerified) from what is stored now: the verification,
 * the record version it was verified against, and the readings of the load's rate confirmations.
 * Called when an administrator verifies a true rate and when the reader stores a reading of a
 * document on a load; the lane figures count it (their pair's version moves with it).
 */
export async function refreshDocumentVerified(
  ctx: Pick<ServiceContext, "db">,
  input: { loadId: string },
): Promise<boolean> {
  const { db } = ctx;
  const { loadId } = input;
  const facts = await documentVerifiedFacts(db, loadId);
  if (!facts) return false;
  const { load, record, readings } = facts;
  const rateConfirmations = readings
    .filter(
      (row) =>
        readDocumentKindOf({ documentType: row.documentType, tags: parseTags(row.tags) }) === "rate_confirmation",
    )
    .map((row) => {
      const fields = row.fields as DocumentFields | null;
      const total = fields?.total ?? null;
      return {
        checks: verifyReading(fields, load, row.text).checks,
        totalCents: total ? Math.round(total.value * 100) : null,
      };
    });
  const documentVerified = isDocumentVerified({
    verified: load.verified,
    record,
    rateConfirmations,
  });
  await setDocumentVerified(db, { loadId, documentVerified });
  return documentVerified;
}
