import type { AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import { readApi } from "./api-read.server";
import {
  type BrokerDashboardData,
  brokerageLoadSchema,
  brokerSharedDocumentSchema,
  complianceDashboardSchema,
  type Section,
} from "./broker-shapes";
import { BROKER_MESSAGES } from "./messages";

const sharedListSchema = z.object({ documents: z.array(brokerSharedDocumentSchema) });
const loadListSchema = z.array(brokerageLoadSchema);

function section<T>(reply: { status: number; body: unknown }, schema: z.ZodType<T>, failed: string): Section<T> {
  if (reply.status === 401) return { ok: false, message: BROKER_MESSAGES.signedOut };
  const parsed = reply.status === 200 ? schema.safeParse(reply.body) : null;
  return parsed?.success ? { ok: true, data: parsed.data } : { ok: false, message: failed };
}

/**
 * The three calls of the broker dashboard, side by side (the load-board spec's calls). Each part fails on its own
 * with the spec's message (the spec's roles and permissions and error catalogue), so one broken call leaves the other tabs usable.
 */
export async function fetchBrokerDashboard(context: AppLoadContext, request: Request): Promise<BrokerDashboardData> {
  const [shared, loads, compliance] = await Promise.all([
    readApi(context, request, "/api/broker/documents/shared"),
    readApi(context, request, "/api/loads/broker-loads"),
    readApi(context, request, "/api/documents/broker/compliance-dashboard"),
  ]);
  const sharedSection = section(shared, sharedListSchema, BROKER_MESSAGES.sharedFailed);
  return {
    sharedDocuments: sharedSection.ok ? { ok: true, data: sharedSection.data.documents } : sharedSection,
    loads:
      loads.status === 403
        ? { ok: false, message: BROKER_MESSAGES.loadsForbidden }
        : section(loads, loadListSchema, BROKER_MESSAGES.loadsFailed),
    compliance: section(compliance, complianceDashboardSchema, BROKER_MESSAGES.complianceFailed),
  };
}
