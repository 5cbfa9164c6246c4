import type { AuthorityType } from "@truerate/domain/brokers/identity/authority";
import { authorityTypeOf, cleanField, type ResolvedColumns, resolveColumns } from "./authority-history-record";
import { parseDotNumber, parseMcNumber } from "./census-record";
import { registryDate } from "./registry-date";

/**
 * The Motus authority history (Socrata yu5v-wbh6, updated daily since the legacy L&I files froze on
 * 2026-05-14): one row per status change of an authority, named by USDOT number or docket, not one row per
 * grant with its disposition as the legacy AuthHist prints it. Headers match without regard to case.
 */
export const AUTHORITY_EVENT_COLUMN_ALIASES = {
  docketNumber: ["docket_number", "docket"],
  dotNumber: ["usdot_number", "dot_number"],
  authorityType: ["op_auth_type"],
  status: ["op_auth_status"],
  reason: ["reason", "status_reason"],
  changedDate: ["status_change_date"],
} as const satisfies Record<string, readonly string[]>;

/** The columns only the Motus layout has: a header with one of them is read as Motus. */
const MOTUS_ONLY = ["op_auth_status", "status_change_date"];

export const isAuthorityEventHeader = (header: readonly string[]) =>
  header.some((name) => MOTUS_ONLY.includes(name.trim().toLowerCase()));

export const resolveAuthorityEventColumns = (header: readonly string[]) =>
  resolveColumns(header, AUTHORITY_EVENT_COLUMN_ALIASES, ["authorityType", "status", "changedDate"]);

export type AuthorityEventColumns = ResolvedColumns<keyof typeof AUTHORITY_EVENT_COLUMN_ALIASES>;

/** One status change of one authority. `mcNumber` is null when the row names only the USDOT number. */
export interface AuthorityEvent {
  mcNumber: string | null;
  dotNumber: string | null;
  authorityType: AuthorityType;
  authorityDescription: string;
  status: "active" | "inactive";
  /** As the file prints it, upper case ("REVOKED - INSURANCE", "GRANTED"); null when blank. */
  reason: string | null;
  changedAt: number;
}

export const AUTHORITY_EVENT_MESSAGES = {
  numberRequired: "An MC number (docket_number) or a USDOT number (usdot_number) is required",
  statusInvalid: "Authority status must be Active, Inactive, A or I",
  changedDateRequired: "Status change date is required (YYYYMMDD)",
  authorityTypeRequired: "Authority type is required",
} as const;

const STATUSES: Record<string, AuthorityEvent["status"]> = {
  A: "active",
  ACTIVE: "active",
  I: "inactive",
  INACTIVE: "inactive",
};

export type AuthorityEventRowResult =
  | { kind: "event"; event: AuthorityEvent }
  | { kind: "rejected"; reasons: string[] };

export function mapAuthorityEventRow(
  fields: readonly string[],
  columns: AuthorityEventColumns,
): AuthorityEventRowResult {
  const read = (field: keyof typeof AUTHORITY_EVENT_COLUMN_ALIASES) => cleanField(fields[columns.index[field] ?? -1]);
  const docket = read("docketNumber");
  const dot = read("dotNumber");
  const mc = docket ? parseMcNumber(docket, null) : null;
  const dotNumber = dot ? parseDotNumber(dot) : null;
  const description = read("authorityType");
  const status = STATUSES[read("status")?.toUpperCase() ?? ""];
  const changedAt = registryDate(read("changedDate"));
  const reasons = [
    ...(typeof mc === "object" && mc !== null ? [mc.error] : []),
    ...(typeof dotNumber === "object" && dotNumber !== null ? [dotNumber.error] : []),
    ...(mc === null && dotNumber === null ? [AUTHORITY_EVENT_MESSAGES.numberRequired] : []),
    ...(description ? [] : [AUTHORITY_EVENT_MESSAGES.authorityTypeRequired]),
    ...(status ? [] : [AUTHORITY_EVENT_MESSAGES.statusInvalid]),
    ...(changedAt === null ? [AUTHORITY_EVENT_MESSAGES.changedDateRequired] : []),
  ];
  if (reasons.length > 0 || !description || !status || changedAt === null) return { kind: "rejected", reasons };
  return {
    kind: "event",
    event: {
      mcNumber: typeof mc === "string" ? mc : null,
      dotNumber: typeof dotNumber === "string" ? dotNumber : null,
      authorityType: authorityTypeOf(description),
      authorityDescription: description.toUpperCase(),
      status,
      reason: read("reason")?.toUpperCase() ?? null,
      changedAt,
    },
  };
}
