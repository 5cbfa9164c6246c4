import type { AuthorityType } from "@truerate/domain/brokers/identity/authority";
import { parseMcNumber } from "./census-record";
import { registryDate } from "./registry-date";

/**
 * The authority history (the Licensing & Insurance "AuthHist" file, Socrata 9mw4-x3tu: lower-case
 * names; the upper-case L&I download; `op_auth_type` as the newer files name the authority type).
 * Headers match without regard to case or surrounding spaces; other columns are ignored.
 */
export const AUTHORITY_HISTORY_COLUMN_ALIASES = {
  docketNumber: ["docket_number", "docket"],
  dotNumber: ["dot_number", "usdot_number"],
  subNumber: ["sub_number"],
  authorityType: ["mod_col_1", "op_auth_type"],
  originalAction: ["original_action_desc", "orig_action_desc"],
  originalServedDate: ["orig_served_date", "original_served_date"],
  dispositionAction: ["disp_action_desc", "disposition_action_desc"],
  dispositionDecidedDate: ["disp_decided_date"],
  dispositionServedDate: ["disp_served_date"],
} as const satisfies Record<string, readonly string[]>;

type Field = keyof typeof AUTHORITY_HISTORY_COLUMN_ALIASES;
const REQUIRED_AUTHORITY_HISTORY_FIELDS = ["docketNumber", "authorityType", "originalAction"] as const;

/** Where each field's column is, the required ones missing (by their first name), and the header's width. */
export interface ResolvedColumns<F extends string> {
  index: Partial<Record<F, number>>;
  missingRequired: string[];
  fieldCount: number;
}

/** Finds each field's column by its aliases, the first column of a repeated name winning. */
export function resolveColumns<F extends string>(
  header: readonly string[],
  aliases: Record<F, readonly string[]>,
  required: readonly F[],
): ResolvedColumns<F> {
  const positions = new Map(header.map((name, position) => [name.trim().toLowerCase(), position] as const).reverse());
  const index: Partial<Record<F, number>> = {};
  for (const field of Object.keys(aliases) as F[]) {
    const alias = aliases[field].find((name) => positions.has(name));
    if (alias !== undefined) index[field] = positions.get(alias);
  }
  const missingRequired = required
    .filter((field) => index[field] === undefined)
    .map((field) => aliases[field][0] ?? field);
  return { index, missingRequired, fieldCount: header.length };
}

export type AuthorityHistoryColumns = ResolvedColumns<Field>;

export const resolveAuthorityHistoryColumns = (header: readonly string[]): AuthorityHistoryColumns =>
  resolveColumns(header, AUTHORITY_HISTORY_COLUMN_ALIASES, REQUIRED_AUTHORITY_HISTORY_FIELDS);

/** One authority of one docket as fmcsa_authority_history stores it. */
export interface AuthorityHistoryRecord {
  /** MC, sub-number, type, original action and its date: the row's identity across imports. */
  grantKey: string;
  mcNumber: string;
  dotNumber: string | null;
  subNumber: string | null;
  authorityType: AuthorityType;
  authorityDescription: string | null;
  originalAction: string;
  originalServedAt: number | null;
  dispositionAction: string | null;
  dispositionDecidedAt: number | null;
  dispositionServedAt: number | null;
}

export type AuthorityHistoryRowResult =
  | { kind: "record"; record: AuthorityHistoryRecord }
  | { kind: "rejected"; reasons: string[] };

export const AUTHORITY_HISTORY_MESSAGES = {
  originalActionRequired: "Original action is required",
  authorityTypeRequired: "Authority type is required",
} as const;

/** "BROKER", "PROPERTY BROKER", "Broker of Property (Except Household Goods)" → broker; COMMON, CONTRACT alike. */
export function authorityTypeOf(description: string): AuthorityType {
  const text = description.toUpperCase();
  if (text.includes("BROKER")) return "broker";
  if (text.includes("COMMON")) return "common";
  if (text.includes("CONTRACT")) return "contract";
  return "other";
}

export const cleanField = (value: string | undefined) => {
  const text = value?.replace(/\s+/g, " ").trim();
  return text ? text : null;
};

export function mapAuthorityHistoryRow(
  fields: readonly string[],
  columns: AuthorityHistoryColumns,
): AuthorityHistoryRowResult {
  const read = (field: Field) => cleanField(fields[columns.index[field] ?? -1]);
  const mc = parseMcNumber(read("docketNumber"), null);
  const description = read("authorityType");
  const originalAction = read("originalAction")?.toUpperCase() ?? null;
  const reasons = [
    ...(typeof mc === "object" ? [mc.error] : []),
    ...(description ? [] : [AUTHORITY_HISTORY_MESSAGES.authorityTypeRequired]),
    ...(originalAction ? [] : [AUTHORITY_HISTORY_MESSAGES.originalActionRequired]),
  ];
  if (typeof mc === "object" || !description || !originalAction) return { kind: "rejected", reasons };
  const authorityType = authorityTypeOf(description);
  const subNumber = read("subNumber");
  const originalServedAt = registryDate(read("originalServedDate"));
  return {
    kind: "record",
    record: {
      grantKey: [mc, subNumber ?? "", authorityType, originalAction, originalServedAt ?? ""].join(":"),
      mcNumber: mc,
      dotNumber: read("dotNumber")?.replace(/^0+/, "") || null,
      subNumber,
      authorityType,
      authorityDescription: description.toUpperCase(),
      originalAction,
      originalServedAt,
      dispositionAction: read("dispositionAction")?.toUpperCase() ?? null,
      dispositionDecidedAt: registryDate(read("dispositionDecidedDate")),
      dispositionServedAt: registryDate(read("dispositionServedDate")),
    },
  };
}
