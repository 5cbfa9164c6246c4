import type { SampleRow } from "./fmcsa-sample-census";

/** The fixed entities the seed and tests rely on (exact names and numbers). */
export const DEMO_ENTITIES: SampleRow[] = [
  {
    legal_name: "Demo Freight Brokerage LLC",
    docket1: "1234567",
    dot_number: "1234567",
    phy_city: "Chicago",
    phy_state: "IL",
    phy_zip: "60606",
    phy_street: "100 N Wacker Dr",
    phone: "3125550100",
    email_address: "ops@demofreight.example",
    carship: "B",
  },
  {
    legal_name: "Other Lane Brokers Inc",
    docket1: "7654321",
    dot_number: "7654321",
    phy_city: "Dallas",
    phy_state: "TX",
    phy_zip: "75201",
    phy_street: "2000 Main St",
    phone: "2145550100",
    email_address: "loads@otherlane.example",
    carship: "B",
  },
  {
    legal_name: "Demo Trucking LLC",
    docket1: "654321",
    dot_number: "654321",
    phy_city: "Columbus",
    phy_state: "OH",
    phy_zip: "43215",
    phy_street: "50 W Broad St",
    phone: "6145550100",
    email_address: "dispatch@demotrucking.example",
    carship: "C",
    power_units: "12",
    total_drivers: "14",
  },
  {
    legal_name: "Second Demo Carrier Inc",
    docket1: "765432",
    dot_number: "7654320",
    phy_city: "Atlanta",
    phy_state: "GA",
    phy_zip: "30303",
    phy_street: "1 Peachtree St",
    phone: "4045550100",
    email_address: "dispatch@seconddemo.example",
    carship: "C",
    power_units: "30",
    total_drivers: "31",
  },
];

/** Fields every demo entity has, whatever the generator would have drawn. */
export const DEMO_DEFAULTS: SampleRow = {
  dba_name: "",
  carrier_operation: "A",
  hm_ind: "N",
  status_code: "A",
  docket1prefix: "MC",
  docket1_status_code: "A",
  classdef: "AUTHORIZED FOR HIRE",
  crgo_passengers: "",
};

/** One row of the sample authority history, in the AuthHist file's lower-case layout. */
export type AuthorityHistoryRow = Partial<Record<(typeof AUTHORITY_HISTORY_SAMPLE_COLUMNS)[number], string>>;

/** The authority history file's columns (Socrata 9mw4-x3tu), as the sample writes them. */
export const AUTHORITY_HISTORY_SAMPLE_COLUMNS = [
  "docket_number",
  "dot_number",
  "sub_number",
  "mod_col_1",
  "original_action_desc",
  "orig_served_date",
  "disp_action_desc",
  "disp_decided_date",
  "disp_served_date",
] as const;

/**
 * Brokers whose identity checks the demo shows (docs/broker-identity.md): two granted broker authority
 * three weeks before the sample's date, and two whose broker authority was revoked. Written after the
 * generated rows, with their own random filler, so adding them changed no other row of the sample.
 */
export const DEMO_AUTHORITY_CASES: Array<{ row: SampleRow; history: AuthorityHistoryRow[] }> = [
  {
    row: {
      legal_name: "Fresh Start Freight LLC",
      docket1: "1390021",
      dot_number: "3990021",
      phy_city: "Newark",
      phy_state: "NJ",
      phy_zip: "07102",
      phy_street: "1 Gateway Ctr",
      phone: "9735550100",
      email_address: "dispatch@freshstartfreight.example",
      carship: "B",
      add_date: "20261009",
      mcs150_date: "20261009",
    },
    history: [{ mod_col_1: "BROKER", original_action_desc: "GRANTED", orig_served_date: "10/11/2026" }],
  },
  {
    row: {
      legal_name: "Quick Turn Brokerage LLC",
      docket1: "1390022",
      dot_number: "3990022",
      phy_city: "Phoenix",
      phy_state: "AZ",
      phy_zip: "85004",
      phy_street: "40 N Central Ave",
      phone: "6025550100",
      email_address: "loads@quickturnbrokerage.example",
      carship: "B",
      add_date: "20261008",
      mcs150_date: "20261008",
    },
    history: [{ mod_col_1: "PROPERTY BROKER", original_action_desc: "GRANTED", orig_served_date: "10/11/2026" }],
  },
  {
    row: {
      legal_name: "Closed Door Logistics Inc",
      docket1: "1187001",
      dot_number: "2987001",
      phy_city: "Memphis",
      phy_state: "TN",
      phy_zip: "38103",
      phy_street: "200 Union Ave",
      phone: "9015550100",
      email_address: "ops@closeddoorlogistics.example",
      carship: "B",
      add_date: "20170612",
      docket1_status_code: "I",
    },
    history: [
      {
        mod_col_1: "BROKER",
        original_action_desc: "GRANTED",
        orig_served_date: "07/10/2017",
        disp_action_desc: "REVOKED",
        disp_decided_date: "09/02/2026",
        disp_served_date: "09/15/2026",
      },
    ],
  },
  {
    row: {
      legal_name: "Lapsed Lane Brokers LLC",
      docket1: "1187002",
      dot_number: "2987002",
      phy_city: "Omaha",
      phy_state: "NE",
      phy_zip: "68102",
      phy_street: "1200 Douglas St",
      phone: "4025550100",
      email_address: "billing@lapsedlane.example",
      carship: "B",
      add_date: "20150303",
      docket1_status_code: "I",
    },
    history: [
      {
        mod_col_1: "BROKER",
        original_action_desc: "GRANTED",
        orig_served_date: "04/01/2015",
        disp_action_desc: "REVOKED",
        disp_decided_date: "02/10/2021",
        disp_served_date: "02/24/2021",
      },
      {
        sub_number: "1",
        mod_col_1: "BROKER",
        original_action_desc: "REINSTATED",
        orig_served_date: "06/01/2021",
        disp_action_desc: "REVOKED",
        disp_decided_date: "10/01/2026",
        disp_served_date: "10/14/2026",
      },
    ],
  },
];
