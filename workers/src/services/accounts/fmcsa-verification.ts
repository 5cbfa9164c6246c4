import type { CompanyKind } from "@truerate/domain/enums";
import { AppError } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import { registryRecordsWithNumbers } from "../../db/queries/accounts";

/** The tips of the 'FMCSA Verification Failed' dialog (docs/product.md#accounts-states-and-transitions). */
export const FMCSA_TIPS = [
  "Double-check your MC and DOT numbers.",
  "Make sure your company is registered with the FMCSA.",
  "Make sure the MC and DOT numbers belong to the same company.",
] as const;

export interface RegistryRecord {
  id: string;
  companyName: string;
  mcNumber: string;
  dotNumber: string;
  status: string | null;
}

/** Census status codes that mean the registration is not active. */
const INACTIVE_STATUSES = new Set(["I", "INACTIVE"]);

/**
 * Checks a carrier's MC and DOT numbers against fmcsa_carriers, a broker's against fmcsa_brokers:
 * both must exist, belong to the same record, and that record must not be inactive. A failure
 * answers 422 whose details are what the verification dialog shows.
 */
export async function verifyFmcsaRegistration(
  ctx: ServiceContext,
  input: { userType: CompanyKind; mcNumber: string; dotNumber: string },
): Promise<RegistryRecord> {
  const { userType, mcNumber, dotNumber } = input;
  const rows = await registryRecordsWithNumbers(ctx.db, { userType, mcNumber, dotNumber });
  const byMc = rows.find((row) => row.mcNumber === mcNumber);
  const byDot = rows.find((row) => row.dotNumber === dotNumber);
  const registry = `FMCSA ${userType} registry`;

  let error: string | null = null;
  if (!byMc && !byDot) error = `MC number ${mcNumber} and DOT number ${dotNumber} were not found in the ${registry}`;
  else if (!byMc) error = `MC number ${mcNumber} was not found in the ${registry}`;
  else if (!byDot) error = `DOT number ${dotNumber} was not found in the ${registry}`;
  else if (byMc.id !== byDot.id)
    error = `MC number ${mcNumber} and DOT number ${dotNumber} belong to different companies`;
  else if (INACTIVE_STATUSES.has((byMc.status ?? "").toUpperCase())) {
    error = `The FMCSA registration of ${byMc.companyName} is not active`;
  }

  if (error || !byMc) {
    const known = byMc ?? byDot;
    throw new AppError("FMCSA_VERIFICATION_FAILED", error ?? "FMCSA verification failed", {
      valid: false,
      error,
      company_name: known?.companyName ?? null,
      status: known?.status ?? null,
      mcNumber,
      dotNumber,
      tips: [...FMCSA_TIPS],
    });
  }
  return byMc;
}
