import { DATA_QUALITY_MESSAGES, notQuarantinedMessage, type ReviewDecision } from "@truerate/domain/data-quality";
import { AppError, notFound } from "../../../core/errors";
import type { ServiceContext } from "../../../core/service-context";
import type { DecidedReport } from "../../../schemas/admin/data-quality";
import { decideReports } from "./decide";

/** One report released or rejected: 404 when there is none, 409 when it is not (or no longer) held. */
export async function decideReport(
  ctx: ServiceContext,
  input: { id: string; decision: ReviewDecision; reason: string },
): Promise<DecidedReport> {
  const [outcome] = await decideReports(ctx, { ids: [input.id], decision: input.decision, reason: input.reason });
  if (outcome?.report) return outcome.report;
  if (!outcome?.reviewStatus) throw notFound(DATA_QUALITY_MESSAGES.reportNotFound);
  throw new AppError("CONFLICT", notQuarantinedMessage(outcome.reviewStatus), { reviewStatus: outcome.reviewStatus });
}
