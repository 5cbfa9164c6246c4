import type { complaints } from "../../db/schema";

/** A recorded NCCDB complaint as the admin and the brokerage see it. */
export function complaintView(complaint: typeof complaints.$inferSelect, loadNumber: string) {
  return {
    id: complaint.id,
    loadId: complaint.loadId,
    loadNumber,
    brokerMcNumber: complaint.brokerMcNumber,
    nccdbComplaintId: complaint.nccdbComplaintId,
    outcome: complaint.outcome,
    filedAt: complaint.filedAt.toISOString(),
    brokerReply: complaint.brokerReply,
    brokerReplyAt: complaint.brokerReplyAt?.toISOString() ?? null,
  };
}

export type ComplaintView = ReturnType<typeof complaintView>;
