import { formatDollars } from "../../loads/load-display";
import type { EvidenceComparison } from "./evidence-reads";

export const FACT_LABELS: Record<EvidenceComparison["fact"], string> = {
  carrierPay: "Carrier pay",
  shipperCharge: "Shipper charged (true rate)",
  loadNumber: "Load number",
  broker: "Broker",
};

export const SOURCE_LABELS: Record<EvidenceComparison["values"][number]["source"], string> = {
  load: "Load (carrier)",
  record: "371.3 record",
  rateConfirmation: "Rate confirmation",
  invoice: "Invoice",
};

/** A compared value as shown: money as dollars, a missing one said so. */
export function shownValue(fact: EvidenceComparison["fact"], value: number | string | null): string {
  if (value === null) return "Not stated";
  if (typeof value === "number" && (fact === "carrierPay" || fact === "shipperCharge")) return formatDollars(value);
  return String(value);
}

export const STANDING_LABELS = {
  agrees: { text: "Evidence agrees", icon: "✓", color: "green" },
  partial: { text: "Partly agrees", icon: "◐", color: "amber" },
  disagrees: { text: "Disagrees", icon: "✗", color: "red" },
} as const;
