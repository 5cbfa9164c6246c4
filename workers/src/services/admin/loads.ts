import { eq } from "drizzle-orm";
import { loads } from "../../db/schema";
import { dollarsToCents } from "../../domain/money";
import { notFound } from "../../http/errors";
import type { ServiceContext } from "../../http/service-context";
import { LOAD_ACCESS_MESSAGES } from "../loads/access";
import { type LoadRowView, listLoadRows } from "../loads/load-rows";
import { auditRecord } from "../users/audit";
import { notifyPartner } from "../partners/webhooks/notify";
import { trueRateVerifiedEvent } from "../partners/webhooks/load-events";
import { requireAdministrator } from "./access";

/** The newest loads the Load Management table shows at once. */
export const ADMIN_LOADS_LIMIT = 500;

/** Every carrier's loads for an administrator, newest first; `date` keeps those hauled that day. */
export async function listLoadsForAdmin({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { date?: string };
}): Promise<LoadRowView[]> {
  requireAdministrator(ctx);
  return listLoadRows(ctx, {
    where: input.date ? eq(loads.date, input.date) : undefined,
    limit: ADMIN_LOADS_LIMIT,
  });
}

/**
 * An administrator sets what the broker really paid (the True Rate) and marks the load verified:
 * from then on every search shows it. Setting it again corrects it; each change is audited.
 */
export async function verifyTrueRate({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { id: string; trueRate: number };
}): Promise<LoadRowView> {
  const admin = requireAdministrator(ctx);
  const trueRateCents = dollarsToCents(input.trueRate);
  const [found] = await ctx.db.select({ id: loads.id }).from(loads).where(eq(loads.id, input.id)).limit(1);
  if (!found) throw notFound(LOAD_ACCESS_MESSAGES.notFound);
  await ctx.db.batch([
    ctx.db
      .update(loads)
      .set({ trueRateCents, verified: true, verifiedAt: new Date(ctx.now()), verifiedBy: admin.userId })
      .where(eq(loads.id, input.id)),
    auditRecord(ctx, {
      action: "load.true_rate_verified",
      entityType: "load",
      entityId: input.id,
      details: { trueRateCents },
    }),
  ]);
  await notifyPartner(ctx, trueRateVerifiedEvent(input.id, trueRateCents, ctx.now()));
  const [load] = await listLoadRows(ctx, { where: eq(loads.id, input.id), limit: 1 });
  if (!load) throw notFound(LOAD_ACCESS_MESSAGES.notFound);
  return load;
}
