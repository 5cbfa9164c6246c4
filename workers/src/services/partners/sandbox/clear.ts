import { AppError, notFound } from "../../../core/errors";
import type { ServiceContext } from "../../../core/service-context";
import { organisationExists } from "../../../db/queries/partners";
import { clearSandboxLoads } from "../../../db/queries/sandbox-loads";
import { requireAdministrator } from "../../access/admin";
import { auditRecord } from "../../audit/audit";
import { PARTNER_MESSAGES } from "../messages";
import type { PartnerPrincipal } from "../principal";
import { pushIdempotencyScope } from "./scope";

/**
 * Empties an organisation's sandbox: its loads and the stored answers of its sandbox pushes (so a
 * key reused after the clear runs again). Live loads are in other tables and are never touched.
 */
async function clearSandboxOf(ctx: ServiceContext, organisationId: string): Promise<{ cleared: number }> {
  const idempotencyScope = pushIdempotencyScope({ organisationId, sandbox: true });
  return { cleared: await clearSandboxLoads(ctx.db, { organisationId, idempotencyScope }) };
}

/** The partner's own clear: a sandbox client only (403 for a live one, whose loads are real). */
export async function clearSandbox(ctx: ServiceContext, input: { partner: PartnerPrincipal }) {
  const { partner } = input;
  if (!partner.sandbox) throw new AppError("FORBIDDEN", PARTNER_MESSAGES.sandboxOnly);
  return clearSandboxOf(ctx, partner.organisationId);
}

/** An administrator's clear of one organisation's sandbox, audited. */
export async function clearSandboxAsAdmin(ctx: ServiceContext, input: { organisationId: string }) {
  const { organisationId } = input;
  const admin = requireAdministrator(ctx);
  if (!(await organisationExists(ctx.db, organisationId))) throw notFound(PARTNER_MESSAGES.organisationNotFound);
  const result = await clearSandboxOf(ctx, organisationId);
  await auditRecord(ctx, {
    action: "partner.sandbox_cleared",
    entityType: "partner",
    entityId: organisationId,
    actorUserId: admin.userId,
    details: { cleared: result.cleared },
  });
  return result;
}
