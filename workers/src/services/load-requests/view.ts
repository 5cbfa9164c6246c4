import { centsToDollars } from "@truerate/domain/money";
import type { ServiceContext } from "../../core/service-context";
import { loadOfResponseLink } from "./request-load";

/** What the response page shows a broker who followed the e-mailed link (no account needed). */
export async function viewLoadRequest(ctx: ServiceContext, input: { token: string }) {
  const { load, request, carrierName, carrierMcNumber } = await loadOfResponseLink(ctx, input.token);
  return {
    loadId: load.id,
    loadNumber: load.loadNumber,
    date: load.date,
    pickupCity: load.pickupCity,
    pickupState: load.pickupState,
    deliveryCity: load.deliveryCity,
    deliveryState: load.deliveryState,
    carrierName,
    carrierMcNumber,
    carrierRate: centsToDollars(load.rateCents),
    brokerName: load.brokerName,
    brokerEmail: load.brokerEmail,
    brokerMcNumber: load.brokerMcNumber,
    brokerRegistrationStatus: load.brokerageId ? ("registered" as const) : ("unregistered" as const),
    deadlineAt: load.deadlineAt.toISOString(),
    complianceStatus: load.complianceStatus,
    requestStatus: request.status,
  };
}
