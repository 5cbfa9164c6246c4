// The partner events of a load, built where the news happens (the deadline object, the broker's
// share, a rate confirmation's reading, the admin's verification). Each key names the event once, so a repeat is never re-sent.
import type { IdentityVerdict } from "@truerate/domain/brokers/identity/schema";
import { centsToDollars } from "@truerate/domain/money";
import type { PartnerEvent } from "./emit";

export function deadlineEvent(
  load: { id: string; deadlineAt: number; complianceStatus: string },
  occurredAt: number,
): PartnerEvent {
  const type = load.complianceStatus === "overdue" ? "load.deadline_missed" : "load.deadline_met";
  return {
    type,
    loadId: load.id,
    key: `${type}:${load.id}`,
    occurredAt,
    data: { deadlineAt: new Date(load.deadlineAt).toISOString(), complianceStatus: load.complianceStatus },
  };
}

export function documentSharedEvent(
  load: { id: string },
  document: { id: string; documentType: string },
  occurredAt: number,
): PartnerEvent {
  return {
    type: "document.shared",
    loadId: load.id,
    key: `document.shared:${document.id}`,
    occurredAt,
    data: { documentId: document.id, documentType: document.documentType },
  };
}

/** Once per document and content: the reading of these bytes made the load's document match fail. */
export function documentIdentityFailedEvent(
  input: { loadId: string; documentId: string; dedupeKey: string; identity: IdentityVerdict },
  occurredAt: number,
): PartnerEvent {
  return {
    type: "document.identity_failed",
    loadId: input.loadId,
    key: `document.identity_failed:${input.dedupeKey}`,
    occurredAt,
    data: { documentId: input.documentId, identity: input.identity },
  };
}

export function trueRateVerifiedEvent(loadId: string, trueRateCents: number, occurredAt: number): PartnerEvent {
  return {
    type: "true_rate.verified",
    loadId,
    key: `true_rate.verified:${loadId}:${trueRateCents}`,
    occurredAt,
    data: { trueRate: centsToDollars(trueRateCents) },
  };
}
