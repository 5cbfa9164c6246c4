/**
 * The one alias map from FMCSA census header names to the fields the importer reads. It covers the
 * Company Census File as published today (Socrata az4n-8mr2, lower-case names) and the legacy
 * upper-case census layout (DOT_NUMBER, HM_FLAG, PC_FLAG, TELEPHONE, …). Headers match without
 * regard to case or surrounding spaces; columns not listed here are ignored, and only the
 * columns in REQUIRED_CENSUS_FIELDS must be present.
 */
export const CENSUS_COLUMN_ALIASES = {
  dotNumber: ["dot_number", "usdot_number"],
  legalName: ["legal_name"],
  dbaName: ["dba_name"],
  /** Docket prefix (MC, MX, FF) of the docket1 number; the MC number is docket1 only when it is MC. */
  docketPrefix: ["docket1prefix", "docket1_prefix"],
  /** A docket number: bare digits (prefix in docketPrefix) or prefixed, like "MC123456". */
  docketNumber: ["docket1", "mc_number", "docket_number", "mc_mx_ff_number"],
  docketStatus: ["docket1_status_code"],
  status: ["status_code", "status"],
  carrierOperation: ["carrier_operation"],
  /** B broker, C carrier, possibly both ("B;C", "BC"); absent from legacy files. */
  carship: ["carship"],
  classdef: ["classdef"],
  hazmat: ["hm_ind", "hm_flag"],
  passenger: ["pc_flag"],
  passengerCargo: ["crgo_passengers"],
  migrant: ["migrant"],
  street: ["phy_street"],
  city: ["phy_city"],
  state: ["phy_state"],
  zip: ["phy_zip"],
  phone: ["phone", "telephone"],
  email: ["email_address", "email"],
  /** When the entity was added to the registry (MCMIS), YYYYMMDD. */
  addDate: ["add_date"],
} as const satisfies Record<string, readonly string[]>;

export type CensusField = keyof typeof CENSUS_COLUMN_ALIASES;

/** Without these a file cannot produce a single valid record, so it is refused up front. */
export const REQUIRED_CENSUS_FIELDS = ["dotNumber", "legalName", "docketNumber"] as const satisfies CensusField[];

/**
 * Legacy SMS census files carry the operation classification as one X-flag column per class
 * instead of the modern `classdef` list; these are the class names `classdef` uses for them.
 */
export const LEGACY_CLASSIFICATION_COLUMNS: Record<string, string> = {
  authorized_for_hire: "AUTHORIZED FOR HIRE",
  exempt_for_hire: "EXEMPT FOR HIRE",
  private_property: "PRIVATE PROPERTY",
  private_passenger_business: "PRIVATE PASSENGERS (BUSINESS)",
  private_passenger_nonbusiness: "PRIVATE PASSENGERS (NON-BUSINESS)",
  migrant: "MIGRANT",
  us_mail: "U.S. MAIL",
  federal_government: "FEDERAL GOVERNMENT",
  state_government: "STATE GOVERNMENT",
  local_government: "LOCAL GOVERNMENT",
  indian_tribe: "INDIAN TRIBE",
  op_other: "OTHER",
};

export interface CensusColumns {
  /** Field → index of its column in each row; absent when the file has no such column. */
  index: Partial<Record<CensusField, number>>;
  /** Legacy classification flag columns found: index → class name. */
  legacyClasses: Array<{ index: number; name: string }>;
  /** Required fields with no column, named by their modern header. */
  missingRequired: string[];
  fieldCount: number;
}

const normalizeHeader = (header: string) => header.trim().toLowerCase();

/** Locates the census fields in a header row of either layout. */
export function resolveCensusColumns(header: readonly string[]): CensusColumns {
  const positions = new Map<string, number>();
  header.forEach((name, position) => {
    const key = normalizeHeader(name);
    if (!positions.has(key)) positions.set(key, position);
  });

  const index: Partial<Record<CensusField, number>> = {};
  for (const field of Object.keys(CENSUS_COLUMN_ALIASES) as CensusField[]) {
    const alias = CENSUS_COLUMN_ALIASES[field].find((name) => positions.has(name));
    if (alias !== undefined) index[field] = positions.get(alias);
  }

  const legacyClasses = Object.entries(LEGACY_CLASSIFICATION_COLUMNS).flatMap(([column, name]) => {
    const position = positions.get(column);
    return position === undefined ? [] : [{ index: position, name }];
  });

  const missingRequired = REQUIRED_CENSUS_FIELDS.filter((field) => index[field] === undefined).map(
    (field) => CENSUS_COLUMN_ALIASES[field][0],
  );
  return { index, legacyClasses, missingRequired, fieldCount: header.length };
}
