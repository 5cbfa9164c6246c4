// What a later version of a broker's record changes against the version a true rate was verified
// from: the lines an administrator reviews, and the carrier sees, before the revision counts.

/** The fields of a record version a person compares, as the API shows them (dollars, ISO dates). */
export interface ComparableRecord {
  consignor: string;
  originatingCarrier: string;
  billOfLadingNumber: string;
  compensation: number;
  payer: string;
  nonBrokerageServices: string | null;
  nonBrokerageCharges: number | null;
  freightChargesCollected: number;
  carrierPaid: number | null;
  carrierPaidOn: string | null;
  shipperPaidOn: string | null;
  itemizedCharges: readonly { description: string; amount: number }[];
  claims: string | null;
  evidence: readonly { fileName: string; sha256: string }[];
}

/** One changed field: its label, and the two values as text ("—" for none). */
export interface RecordChange {
  field: keyof ComparableRecord;
  label: string;
  before: string;
  after: string;
}

const NONE = "—";
const money = (value: number | null) =>
  value === null ? NONE : `$${value.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const text = (value: string | null) => (value === null || value === "" ? NONE : value);

/** Each field in the order the record form asks for it, with how its value reads. */
const FIELDS: {
  [Field in keyof ComparableRecord]: { label: string; show: (value: ComparableRecord[Field]) => string };
} = {
  consignor: { label: "Consignor (shipper)", show: text },
  originatingCarrier: { label: "Originating carrier", show: text },
  billOfLadingNumber: { label: "Bill of lading number", show: text },
  compensation: { label: "Compensation received", show: money },
  payer: { label: "Paid by", show: text },
  nonBrokerageServices: { label: "Non-brokerage services", show: text },
  nonBrokerageCharges: { label: "Non-brokerage charges", show: money },
  freightChargesCollected: { label: "Freight charges collected", show: money },
  carrierPaid: { label: "Paid to the carrier", show: money },
  carrierPaidOn: { label: "Carrier paid on", show: text },
  shipperPaidOn: { label: "Shipper paid on", show: text },
  itemizedCharges: {
    label: "Itemized charges",
    show: (charges) =>
      charges.length === 0 ? NONE : charges.map((c) => `${c.description}: ${money(c.amount)}`).join("; "),
  },
  claims: { label: "Claims", show: text },
  evidence: {
    label: "Documents",
    // The hash, not only the name: a replaced file under the same name is a change too.
    show: (files) =>
      files.length === 0 ? NONE : files.map((f) => `${f.fileName} (${f.sha256.slice(0, 12)})`).join("; "),
  },
};

/** The fields `after` changes against `before`, in form order; empty when they state the same. */
export function recordChanges(before: ComparableRecord, after: ComparableRecord): RecordChange[] {
  const changes: RecordChange[] = [];
  for (const field of Object.keys(FIELDS) as (keyof ComparableRecord)[]) {
    const { label, show } = FIELDS[field] as { label: string; show: (value: unknown) => string };
    const [was, is] = [show(before[field]), show(after[field])];
    if (was !== is) changes.push({ field, label, before: was, after: is });
  }
  return changes;
}
