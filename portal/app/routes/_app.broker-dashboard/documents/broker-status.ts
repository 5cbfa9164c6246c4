import type { BrokerageLoad } from "../../../components/documents/broker-shapes";

/** The broker-side status of a matched load (docs/product.md#load-board-states-and-transitions). */
export type BrokerLoadStatus = "pending" | "approved" | "declined" | "overdue";

export const BROKER_STATUS_LABELS: Record<BrokerLoadStatus, string> = {
  pending: "Pending Documents",
  approved: "Approved",
  declined: "Declined",
  overdue: "Overdue",
};

type LoadDocuments = Pick<BrokerageLoad, "documentsUploaded">;

/**
 * Declined "after a decline": the carrier declined what was sent and nothing newer is waiting or
 * approved. A decline followed by a fresh document is no longer a decline.
 */
function onlyDeclined({ documentsUploaded }: LoadDocuments): boolean {
  return (
    documentsUploaded.some((document) => document.carrierApprovalStatus === "declined") &&
    documentsUploaded.every((document) => document.carrierApprovalStatus === "declined")
  );
}

export function brokerLoadStatus(
  load: LoadDocuments & Pick<BrokerageLoad, "complianceStatus" | "deadlineAt">,
  now: number,
): BrokerLoadStatus {
  const { documentsUploaded } = load;
  if (documentsUploaded.some((document) => document.carrierApprovalStatus === "approved")) return "approved";
  if (onlyDeclined(load)) return "declined";
  if (documentsUploaded.length > 0) return "pending";
  const past = Date.parse(load.deadlineAt) <= now;
  return load.complianceStatus === "overdue" || past ? "overdue" : "pending";
}

/** The send button (docs/product.md#load-board-states-and-transitions): 'Send New Docs' after a decline, 'Send More' with documents, else 'Send Docs'. */
export function sendButtonLabel(load: LoadDocuments): "Send Docs" | "Send More" | "Send New Docs" {
  if (onlyDeclined(load)) return "Send New Docs";
  return load.documentsUploaded.length > 0 ? "Send More" : "Send Docs";
}
