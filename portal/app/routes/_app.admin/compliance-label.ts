import type { StatusColor } from "../../components/documents/deadline-labels";

interface ComplianceFacts {
  complianceStatus: string;
  documentsUploaded: readonly { isShared: boolean; carrierApprovalStatus: string }[];
}

/**
 * The admin's compliance label of a load, in docs/product.md#load-board-states-and-transitions's admin words: the 48-hour outcome once
 * there is one; while the deadline runs, 'Pending Approval' when the broker shared documents the
 * carrier has not answered, else 'Pending Documents' (as the broker dashboard says it).
 */
export function adminComplianceLabel(load: ComplianceFacts): { text: string; color: StatusColor } {
  if (load.complianceStatus === "compliant") return { text: "Compliant", color: "green" };
  if (load.complianceStatus === "overdue") return { text: "Overdue", color: "red" };
  if (load.complianceStatus !== "pending") return { text: load.complianceStatus, color: "gray" }; // newer than this portal
  const awaitingCarrier = load.documentsUploaded.some(
    (document) => document.isShared && document.carrierApprovalStatus === "pending",
  );
  return awaitingCarrier ? { text: "Pending Approval", color: "amber" } : { text: "Pending Documents", color: "amber" };
}
