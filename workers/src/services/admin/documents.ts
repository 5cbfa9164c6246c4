import { ADMIN_DOCUMENTS_LIMIT, adminComplianceStatus } from "@truerate/domain/admin-console";
import type { AdminAction } from "@truerate/domain/enums";
import type { ServiceContext } from "../../core/service-context";
import { documentDecisionCounts, newestDocuments, newestLoadsWithDocuments } from "../../db/queries/admin-documents";
import type { AdminComplianceRow } from "../../schemas/admin/console";
import { requireAdministrator } from "../access/admin";
import { type AdminDocumentView, adminDocumentView } from "./document-views";

export { ADMIN_DOCUMENTS_LIMIT };

/** Document Management's load compliance table: the newest loads with every document on them. */
export async function listComplianceRows(ctx: ServiceContext): Promise<AdminComplianceRow[]> {
  requireAdministrator(ctx);
  const { rows, linked } = await newestLoadsWithDocuments(ctx.db, ADMIN_DOCUMENTS_LIMIT);
  const byLoad = new Map<string, (typeof linked)[number][]>();
  for (const document of linked) {
    if (document.loadId) byLoad.set(document.loadId, [...(byLoad.get(document.loadId) ?? []), document]);
  }
  return rows.map(({ load, carrier }) => {
    const attached = byLoad.get(load.id) ?? [];
    const sharedTimes = attached.flatMap((document) => (document.sharedAt ? [document.sharedAt.getTime()] : []));
    return {
      loadId: load.id,
      loadNumber: load.loadNumber,
      loadBrokerName: load.brokerName,
      loadBrokerEmail: load.brokerEmail,
      loadBrokerMcNumber: load.brokerMcNumber,
      loadCarrierCompanyName: carrier?.companyName ?? null,
      loadCarrierMcNumber: carrier?.mcNumber ?? null,
      loadCarrierEmail: carrier?.email ?? null,
      loadDate: load.date,
      deadline: load.deadlineAt.toISOString(),
      earliestSharedAt: sharedTimes.length > 0 ? new Date(Math.min(...sharedTimes)).toISOString() : null,
      documentCount: attached.length,
      complianceStatus: adminComplianceStatus(load.complianceStatus, attached),
      documentsShared: attached.map((document) => adminDocumentView(document)),
    };
  });
}

/** Document Management's statistics: shared documents awaiting review, and the admin decisions. */
export async function documentStats(ctx: ServiceContext) {
  requireAdministrator(ctx);
  const { pending, actions } = await documentDecisionCounts(ctx.db);
  const decided = (action: AdminAction) => actions.find((row) => row.action === action)?.n ?? 0;
  return {
    statusCounts: { pending },
    adminActionCounts: { approved: decided("approved"), denied: decided("denied") },
  };
}

/** Every document, newest first, with who uploaded it (e-mail, company, role) and its load's lane. */
export async function listAllDocuments(ctx: ServiceContext): Promise<AdminDocumentView[]> {
  requireAdministrator(ctx);
  const rows = await newestDocuments(ctx.db, ADMIN_DOCUMENTS_LIMIT);
  return rows.map(({ document, owner, route }) => adminDocumentView(document, owner, route));
}
