import { ADMIN_CONSOLE_MESSAGES } from "@truerate/domain/admin-console";
import { and, desc, eq } from "drizzle-orm";
import { notFound } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import { complaints, loads } from "../../db/schema";
import { requireBrokerageMember } from "../access/brokerages";
import { auditRecord } from "../audit/audit";
import { type ComplaintView, complaintView } from "./views";

/** The complaints filed about the caller's brokerage, newest first. */
export async function listBrokerageComplaints(ctx: ServiceContext): Promise<ComplaintView[]> {
  const actor = requireBrokerageMember(ctx);
  const rows = await ctx.db
    .select({ complaint: complaints, loadNumber: loads.loadNumber })
    .from(complaints)
    .innerJoin(loads, eq(loads.id, complaints.loadId))
    .where(eq(complaints.brokerageId, actor.brokerageId))
    .orderBy(desc(complaints.filedAt));
  return rows.map(({ complaint, loadNumber }) => complaintView(complaint, loadNumber));
}

/**
 * The brokerage's reply to a complaint about it (its right of reply); a later reply replaces the
 * earlier one. Another brokerage's complaint answers 404.
 */
export async function replyToComplaint(
  ctx: ServiceContext,
  input: { id: string; reply: string },
): Promise<ComplaintView> {
  const actor = requireBrokerageMember(ctx);
  const mine = and(eq(complaints.id, input.id), eq(complaints.brokerageId, actor.brokerageId));
  const [found] = await ctx.db.select({ loadId: complaints.loadId }).from(complaints).where(mine).limit(1);
  if (!found) throw notFound(ADMIN_CONSOLE_MESSAGES.complaintNotFound);
  await ctx.db.batch([
    ctx.db
      .update(complaints)
      .set({ brokerReply: input.reply, brokerReplyAt: new Date(ctx.now()), brokerReplyBy: actor.userId })
      .where(mine),
    auditRecord(ctx, { action: "load.complaint_reply", entityType: "load", entityId: found.loadId }),
  ]);
  const [row] = await ctx.db
    .select({ complaint: complaints, loadNumber: loads.loadNumber })
    .from(complaints)
    .innerJoin(loads, eq(loads.id, complaints.loadId))
    .where(mine)
    .limit(1);
  if (!row) throw notFound(ADMIN_CONSOLE_MESSAGES.complaintNotFound);
  return complaintView(row.complaint, row.loadNumber);
}
