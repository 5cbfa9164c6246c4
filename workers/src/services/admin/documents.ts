import { ADMIN_DOCUMENTS_LIMIT, adminComplianceStatus } from "@truerate/domain/admin-console";
import type { AdminAction } from "@truerate/domain/enums";
import { and, count, desc, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import type { ServiceContext } from "../../core/service-context";
import { documents, loads, users } from "../../db/schema";
import type { AdminComplianceRow } from "../../schemas/admin/console";
import { requireAdministrator } from "../access/admin";
import {
  type AdminDocumentView,
  adminDocumentView,
  documentLoadRouteColumns,
  documentOwnerColumns,
} from "./document-views";

export { ADMIN_DOCUMENTS_LIMIT };

/** Document Management's load compliance table: the newest loads with every document on them. */
export async function listComplianceRows(ctx: ServiceContext): Promise<AdminComplianceRow[]> {
  requireAdministrator(ctx);
  const newest = [desc(loads.uploadedAt), desc(loads.id)];
  const page = ctx.db
    .select({ id: loads.id })
    .from(loads)
    .orderBy(...newest)
    .limit(ADMIN_DOCUMENTS_LIMIT);
  const [rows, linked] = await ctx.db.batch([
    ctx.db
      .select({
        load: loads,
        carrier: { companyName: users.companyName, mcNumber: users.mcNumber, email: users.email },
      })
      .from(loads)
      .leftJoin(users, eq(users.id, loads.userId))
      .orderBy(...newest)
      .limit(ADMIN_DOCUMENTS_LIMIT),
    ctx.db.select().from(documents).where(inArray(documents.loadId, page)).orderBy(documents.uploadedAt),
  ]);
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
  const [pending, actions] = await ctx.db.batch([
    ctx.db
      .select({ n: count() })
      .from(documents)
      .where(and(eq(documents.isShared, true), isNull(documents.adminAction))),
    ctx.db
      .select({ action: documents.adminAction, n: count() })
      .from(documents)
      .where(isNotNull(documents.adminAction))
      .groupBy(documents.adminAction),
  ]);
  const decided = (action: AdminAction) => actions.find((row) => row.action === action)?.n ?? 0;
  return {
    statusCounts: { pending: pending[0]?.n ?? 0 },
    adminActionCounts: { approved: decided("approved"), denied: decided("denied") },
  };
}

/** Every document, newest first, with who uploaded it (e-mail, company, role) and its load's lane. */
export async function listAllDocuments(ctx: ServiceContext): Promise<AdminDocumentView[]> {
  requireAdministrator(ctx);
  const rows = await ctx.db
    .select({ document: documents, owner: documentOwnerColumns, route: documentLoadRouteColumns })
    .from(documents)
    .leftJoin(users, eq(users.id, documents.userId))
    .leftJoin(loads, eq(loads.id, documents.loadId))
    .orderBy(desc(documents.uploadedAt), desc(documents.id))
    .limit(ADMIN_DOCUMENTS_LIMIT);
  return rows.map(({ document, owner, route }) => adminDocumentView(document, owner, route));
}
