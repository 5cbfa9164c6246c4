import { ADMIN_CONSOLE_MESSAGES, complaintIncidentDate } from "@truerate/domain/admin-console";
import { formatNewYorkTime } from "@truerate/domain/new-york-time";
import { AppError, notFound } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import { complaintEvidence, loadWithCarrier } from "../../db/queries/complaints";
import type { PacketField } from "../../schemas/admin/console";
import { requireAdministrator } from "../access/admin";
import { LOAD_ACCESS_MESSAGES } from "../access/loads";
import { checkLoadIdentity } from "../broker-identity/check-load";
import { brokerProfileKey } from "../loads/load-views";
import { complaintView } from "./views";

/**
 * The facts a packet is built from; the load must be overdue, refused, or fail a broker identity
 * check (the administrator's identity queue feeds the packet: docs/broker-identity.md).
 */
export async function complaintFacts(ctx: ServiceContext, loadId: string) {
  const row = await loadWithCarrier(ctx.db, loadId);
  if (!row) throw notFound(LOAD_ACCESS_MESSAGES.notFound);
  const [{ attached, registry, complaint }, identity] = await Promise.all([
    complaintEvidence(ctx.db, { loadId, brokerMcNumber: row.load.brokerMcNumber ?? "" }),
    checkLoadIdentity(ctx, { loadId }),
  ]);
  const refused = attached.filter(
    (document) => document.adminAction === "denied" || document.carrierApprovalStatus === "declined",
  );
  const identityFailing = identity.checks.filter((check) => check.outcome === "fail");
  if (row.load.complianceStatus !== "overdue" && refused.length === 0 && identityFailing.length === 0) {
    throw new AppError("CONFLICT", ADMIN_CONSOLE_MESSAGES.complaintNotEligible);
  }
  return {
    ...row,
    attached,
    refused,
    identity,
    identityFailing,
    registry: registry ?? null,
    complaint: complaint ?? null,
  };
}

/** Whether the packet is about the 371.3 record (overdue or refused), else about identity alone. */
const aboutTheRecord = ({ load, refused }: Pick<Facts, "load" | "refused">) =>
  load.complianceStatus === "overdue" || refused.length > 0;

type Facts = Awaited<ReturnType<typeof complaintFacts>>;

function incidentDate({ load, refused }: Facts, now: number): string {
  // Identity alone: the incident is the load the broker offered under a name not its own.
  if (!aboutTheRecord({ load, refused })) return load.date;
  const refusedAt = refused.flatMap((document) => {
    const when = document.adminAction === "denied" ? document.adminActionDate : document.carrierApprovalDate;
    return when ? [when.getTime()] : [];
  });
  return complaintIncidentDate({
    deadlineAt: load.deadlineAt.getTime(),
    overdue: load.complianceStatus === "overdue",
    refusedAt,
    now,
  });
}

function narrative({ load, carrier, refused, identityFailing }: Facts): string {
  const carrierName = carrier?.companyName ?? "The carrier";
  const lines = [
    `${carrierName}${carrier?.mcNumber ? ` (${carrier.mcNumber})` : ""} hauled load ${load.loadNumber} on ${load.date} ` +
      `from ${load.pickupCity}, ${load.pickupState} to ${load.deliveryCity}, ${load.deliveryState} for ${load.brokerName}` +
      `${load.brokerMcNumber ? ` (${load.brokerMcNumber})` : ""}, and submitted it on TrueRate on ${formatNewYorkTime(load.uploadedAt)}.`,
  ];
  // Each failing check quotes its evidence with its source: the packet never accuses without it.
  for (const check of identityFailing) {
    const evidence = check.evidence.map((item) => `${item.label} ${item.value} (${item.source})`).join("; ");
    lines.push(`${check.sentence}${evidence ? ` Evidence: ${evidence}.` : ""}`);
  }
  if (!aboutTheRecord({ load, refused })) return lines.join(" ");
  lines.push(
    `Under 49 CFR 371.3 the carrier asked the broker for the record of the transaction (rate confirmation, invoice); ` +
      `the broker was asked to provide it by ${formatNewYorkTime(load.deadlineAt)}.`,
  );
  if (load.complianceStatus === "overdue") {
    lines.push("No document reached the carrier by that time. The load is marked overdue.");
  }
  for (const document of refused) {
    const reason = document.denialReason ?? document.carrierDeclineReason;
    lines.push(`The document "${document.fileName}" the broker sent was refused${reason ? `: ${reason}` : ""}.`);
  }
  return lines.join(" ");
}

/** What the complaint alleges: the withheld record, a broker who is not who it says, or both. */
function allegationSubcategories(facts: Facts): string[] {
  const alleged: string[] = [];
  if (aboutTheRecord(facts)) alleged.push("Failure to provide the record of a shipment (49 CFR 371.3)");
  if (facts.identityFailing.length > 0)
    alleged.push("Brokering in a name or under an authority not its own (49 CFR 371.7, 49 U.S.C. 13904)");
  return alleged;
}

/**
 * The National Consumer Complaint Database packet for an overdue or refused load, pre-filled from
 * the load, the brokerage's FMCSA record and the evidence. NCCDB has no API: an administrator
 * copies each field into its form, then records the Complaint ID it answers.
 */
export async function prepareComplaintPacket(ctx: ServiceContext, input: { loadId: string }) {
  requireAdministrator(ctx);
  const facts = await complaintFacts(ctx, input.loadId);
  const { load, registry } = facts;
  const address = registry
    ? [registry.address, registry.city, registry.state, registry.zipCode].filter(Boolean).join(", ")
    : "";
  const fields: PacketField[] = [
    { key: "filerCategory", label: "Filer category", value: "Industry Professional (motor carrier)" },
    { key: "companyName", label: "Company complained about", value: registry?.companyName ?? load.brokerName },
    { key: "usdotNumber", label: "USDOT number", value: registry?.dotNumber ?? "" },
    { key: "mcNumber", label: "MC number", value: load.brokerMcNumber ?? "" },
    { key: "companyAddress", label: "Company address", value: address },
    { key: "companyPhone", label: "Company phone", value: registry?.phoneNumber ?? "" },
    { key: "companyEmail", label: "Company e-mail", value: load.brokerEmail },
    { key: "incidentDate", label: "Incident date", value: incidentDate(facts, ctx.now()) },
    { key: "loadDate", label: "Load date", value: load.date },
    { key: "origin", label: "Origin", value: `${load.pickupCity}, ${load.pickupState}` },
    { key: "destination", label: "Destination", value: `${load.deliveryCity}, ${load.deliveryState}` },
    { key: "allegationCategory", label: "Allegation category", value: "Brokers / freight forwarders" },
    {
      key: "allegationSubcategory",
      label: "Allegation subcategory",
      value: allegationSubcategories(facts).join("; "),
    },
    { key: "narrative", label: "Description of the incident", value: narrative(facts) },
  ];
  return {
    loadId: load.id,
    loadNumber: load.loadNumber,
    brokerName: load.brokerName,
    brokerProfileKey: brokerProfileKey(load.brokerKey),
    complianceStatus: load.complianceStatus,
    fields,
    attachments: facts.attached.map((document) => ({
      id: document.id,
      fileName: document.fileName,
      documentType: document.documentType,
      uploadedAt: document.uploadedAt.toISOString(),
      sha256: document.contentSha256,
      refused: facts.refused.includes(document),
    })),
    identity: facts.identity,
    complaint: facts.complaint ? complaintView(facts.complaint, load.loadNumber) : null,
  };
}
