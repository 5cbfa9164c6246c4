// A sandbox load is kept as the JSON of the columns a partner reads (PARTNER_LOAD_SELECT's), so its
// reads go through the same view as a live load's (loads/view.ts).

import type { PartnerLoadRow, SandboxLoadRecord } from "../../../db/queries/partner-loads";
import type { newLoadRow } from "../../loads/create";

type LoadRow = ReturnType<typeof newLoadRow>;

/** The stored row: PartnerLoadRow without the partner key's own columns nor a carrier account's (a sandbox has none). */
type SandboxRow = Omit<
  PartnerLoadRow,
  "partner_load_id" | "version" | "pushed_at" | "changed_at" | "carrier_name" | "carrier_mc_number"
>;

/** The content columns of a push (created or changed), from the load's camel-case fields. */
export function sandboxContent(fields: Partial<LoadRow>): Partial<SandboxRow> {
  return {
    load_number: fields.loadNumber,
    date: fields.date,
    broker_name: fields.brokerName,
    broker_email: fields.brokerEmail,
    broker_mc_number: fields.brokerMcNumber ?? null,
    brokerage_id: fields.brokerageId ?? null,
    pickup_city: fields.pickupCity,
    pickup_state: fields.pickupState,
    delivery_city: fields.deliveryCity,
    delivery_state: fields.deliveryState,
    mileage: fields.mileage,
    weight: fields.weight,
    rate_cents: fields.rateCents,
    trailer_type: fields.trailerType,
    carrier_key: fields.carrierKey,
  };
}

/** A created load's whole row: pending, unverified, due 48 hours after the push, as a live one. */
export function newSandboxRow(row: LoadRow): SandboxRow {
  return {
    ...(sandboxContent(row) as SandboxRow),
    id: row.id,
    true_rate_cents: null,
    verified: 0,
    uploaded_at: row.uploadedAt.getTime(),
    deadline_at: row.deadlineAt.getTime(),
    compliance_status: "pending",
    review_status: row.reviewStatus,
    review_reason: row.reviewReason,
  };
}

/** A JSON merge patch drops null members, so the nullable columns come back as null explicitly. */
export function sandboxPartnerLoadRow(record: SandboxLoadRecord): PartnerLoadRow {
  const stored = JSON.parse(record.row) as SandboxRow;
  const { row: _row, ...key } = record;
  return {
    ...stored,
    broker_mc_number: stored.broker_mc_number ?? null,
    brokerage_id: stored.brokerage_id ?? null,
    true_rate_cents: stored.true_rate_cents ?? null,
    review_reason: stored.review_reason ?? null,
    carrier_name: null,
    carrier_mc_number: null,
    ...key,
  };
}
