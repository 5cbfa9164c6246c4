import { ADMIN_CONSOLE_MESSAGES } from "@truerate/domain/admin-console";
import { notFound } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import {
  brokerageComplaintLoad,
  brokerageComplaintWithLoad,
  complaintsAboutBrokerage,
  setComplaintReply,
} from "../../db/queries/complaints";
import { runBatch } from "../../db/run-batch";
import { requireBrokerageMember } from "../access/brokerages";
import { auditRecord } from "../audit/audit";
import { type ComplaintView, complaintView } from "./views";

/** The complaints filed about the caller's brokerage, newest first. */
export async function listBrokerageComplaints(ctx: ServiceContext): Promise<ComplaintView[]> {
  const actor = requireBrokerageMember(ctx);
  const rows = await complaintsAboutBrokerage(ctx.db, actor.brokerageId);
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
  const mine = { id: input.id, brokerageId: actor.brokerageId };
  const found = await brokerageComplaintLoad(ctx.db, mine);
  if (!found) throw notFound(ADMIN_CONSOLE_MESSAGES.complaintNotFound);
  await runBatch(ctx.db, [
    setComplaintReply(ctx.db, { ...mine, reply: input.reply, at: new Date(ctx.now()), userId: actor.userId }),
    auditRecord(ctx, { action: "load.complaint_reply", entityType: "load", entityId: found.loadId }),
  ]);
  const row = await brokerageComplaintWithLoad(ctx.db, mine);
  if (!row) throw notFound(ADMIN_CONSOLE_MESSAGES.complaintNotFound);
  return complaintView(row.complaint, row.loadNumber);
}
