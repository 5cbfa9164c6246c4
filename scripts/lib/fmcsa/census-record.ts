import { toSearchText } from "../../../workers/src/fmcsa/search-text";
import type { CensusColumns, CensusField } from "./census-columns";
import { registryDate } from "./registry-date";

/** A registry row as both fmcsa_brokers and fmcsa_carriers store it (docs/product.md#load-board-entities-and-fields). */
export interface RegistryRecord {
  companyName: string;
  dbaName: string | null;
  /** `MC` + digits, no leading zeros. */
  mcNumber: string;
  /** Digits, no leading zeros (the census publishes it unpadded). */
  dotNumber: string;
  status: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  phoneNumber: string | null;
  email: string | null;
  operatingAuthority: string | null;
  classification: string | null;
  carrierOperation: string | null;
  hazmatFlag: boolean;
  passengerFlag: boolean;
  migrantFlag: boolean;
  searchText: string;
  /** The census `add_date` (UTC midnight, epoch ms); null when absent, malformed or the bulk-load sentinel. */
  addedAt: number | null;
}

export type RegistryRole = "broker" | "carrier";

export type CensusRowResult =
  | { kind: "record"; roles: RegistryRole[]; record: RegistryRecord }
  | { kind: "rejected"; reasons: string[] }
  | { kind: "skipped"; reason: string };

/** The FMCSA record schema's messages (docs/product.md#load-board-validation-rules), plus the format rules the registry adds. */
export const RECORD_MESSAGES = {
  companyNameRequired: "Company name is required",
  mcNumberRequired: "MC number is required",
  dotNumberRequired: "DOT number is required",
  mcNumberInvalid: "MC number must be MC followed by 1 to 8 digits",
  dotNumberInvalid: "DOT number must be 1 to 8 digits",
} as const;

/*
 * Census → registry mapping (the census has no authority records of its own; see research §3):
 * - operatingAuthority: status of the MC docket (`docket1_status_code`): A → "ACTIVE", I → "INACTIVE".
 *   Distinct from `status`, which is the USDOT registration's status_code (A active, I inactive).
 * - classification: `classdef` as its upper-case ";" list ("AUTHORIZED FOR HIRE;PRIVATE PROPERTY");
 *   legacy files: the names of their X-flag class columns, in the same vocabulary.
 * - carrierOperation: A → "Interstate", B → "Intrastate Only (HM)", C → "Intrastate Only (Non-HM)".
 * - hazmatFlag: hm_ind / HM_FLAG is Y. passengerFlag: PC_FLAG is Y, or crgo_passengers is X
 *   (the modern file has no PC_FLAG). migrantFlag: a MIGRANT class, or a legacy MIGRANT flag.
 * - roles: carship holds B (broker) and/or C (carrier); empty or absent (legacy) means carrier.
 */
const CARRIER_OPERATIONS: Record<string, string> = {
  A: "Interstate",
  B: "Intrastate Only (HM)",
  C: "Intrastate Only (Non-HM)",
};
const AUTHORITY_STATUSES: Record<string, string> = { A: "ACTIVE", I: "INACTIVE" };
const TRUE_VALUES = new Set(["Y", "YES", "X", "T", "TRUE", "1"]);

/** Maps one census row to a registry record, or says why it cannot be one. */
export function mapCensusRow(fields: readonly string[], columns: CensusColumns): CensusRowResult {
  const read = (field: CensusField) => clean(fields[columns.index[field] ?? -1]);
  const isSet = (field: CensusField) => TRUE_VALUES.has((read(field) ?? "").toUpperCase());

  const roles = rolesOf(read("carship"));
  if (roles.length === 0)
    return { kind: "skipped", reason: `Neither a broker nor a carrier (carship "${read("carship")}")` };

  const companyName = read("legalName");
  const mc = parseMcNumber(read("docketNumber"), read("docketPrefix"));
  const dot = parseDotNumber(read("dotNumber"));
  const reasons = [
    ...(companyName ? [] : [RECORD_MESSAGES.companyNameRequired]),
    ...(typeof mc === "object" ? [mc.error] : []),
    ...(typeof dot === "object" ? [dot.error] : []),
  ];
  if (!companyName || typeof mc === "object" || typeof dot === "object") return { kind: "rejected", reasons };

  const dbaName = read("dbaName");
  const classification = classificationOf(read("classdef"), fields, columns);
  const operation = read("carrierOperation")?.toUpperCase();
  const record: RegistryRecord = {
    companyName,
    dbaName,
    mcNumber: mc,
    dotNumber: dot,
    status: read("status")?.toUpperCase() ?? null,
    address: read("street"),
    city: read("city"),
    state: read("state")?.toUpperCase() ?? null,
    zipCode: read("zip"),
    phoneNumber: phoneOf(read("phone")),
    email: emailOf(read("email")),
    operatingAuthority: AUTHORITY_STATUSES[read("docketStatus")?.toUpperCase() ?? ""] ?? null,
    classification,
    carrierOperation: operation ? (CARRIER_OPERATIONS[operation] ?? operation) : null,
    hazmatFlag: isSet("hazmat"),
    passengerFlag: isSet("passenger") || isSet("passengerCargo"),
    migrantFlag: isSet("migrant") || (classification?.split(";").includes("MIGRANT") ?? false),
    searchText: toSearchText(companyName, dbaName),
    addedAt: addedAtOf(read("addDate")),
  };
  return { kind: "record", roles, record };
}

/**
 * 19740601 is the date the registry's first bulk load stamped on every record it carried over, not a
 * date anything happened (research: ~0.6% of active rows), so it says nothing of the record's age.
 */
const BULK_LOAD_ADD_DATE = Date.UTC(1974, 5, 1);

function addedAtOf(value: string | null): number | null {
  const date = registryDate(value);
  return date === BULK_LOAD_ADD_DATE ? null : date;
}

/** Trimmed, inner whitespace collapsed; empty → null. */
function clean(value: string | undefined): string | null {
  const text = value?.replace(/\s+/g, " ").trim();
  return text ? text : null;
}

function rolesOf(carship: string | null): RegistryRole[] {
  if (!carship) return ["carrier"];
  const code = carship.toUpperCase();
  const roles: RegistryRole[] = [];
  if (code.includes("B")) roles.push("broker");
  if (code.includes("C")) roles.push("carrier");
  return roles;
}

export function parseMcNumber(value: string | null, prefixColumn: string | null): string | { error: string } {
  const compact = value?.toUpperCase().replace(/[\s#-]/g, "") ?? "";
  if (!compact) return { error: RECORD_MESSAGES.mcNumberRequired };
  const [, prefixInValue = "", digits = ""] = /^(MC|MX|FF)?(.*)$/.exec(compact) ?? [];
  // A docket prefixed MX or FF is a Mexican carrier or forwarder number, not an MC number.
  const prefix = prefixInValue || prefixColumn?.toUpperCase() || "MC";
  if (prefix !== "MC") return { error: RECORD_MESSAGES.mcNumberRequired };
  const number = digits.replace(/^0+/, "");
  return /^\d{1,8}$/.test(number) ? `MC${number}` : { error: RECORD_MESSAGES.mcNumberInvalid };
}

export function parseDotNumber(value: string | null): string | { error: string } {
  if (!value) return { error: RECORD_MESSAGES.dotNumberRequired };
  const number = value.replace(/^0+/, "");
  return /^\d{1,8}$/.test(number) ? number : { error: RECORD_MESSAGES.dotNumberInvalid };
}

function classificationOf(classdef: string | null, fields: readonly string[], columns: CensusColumns): string | null {
  const names = classdef
    ? classdef.split(";").map((name) => name.trim().toUpperCase())
    : columns.legacyClasses
        .filter((column) => TRUE_VALUES.has(clean(fields[column.index])?.toUpperCase() ?? ""))
        .map((column) => column.name);
  const unique = [...new Set(names.filter(Boolean))];
  return unique.length > 0 ? unique.join(";") : null;
}

/** Bare 10 digits when the value is a US number (as the census mostly has it), else as written. */
function phoneOf(value: string | null): string | null {
  if (!value) return null;
  const digits = value.replace(/\D/g, "");
  if (digits.length === 10) return digits;
  if (digits.length === 11 && digits.startsWith("1")) return digits.slice(1);
  return value;
}

/** The census e-mail column is often junk: keep only something shaped like an address. */
function emailOf(value: string | null): string | null {
  const email = value?.toLowerCase();
  return email && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : null;
}
