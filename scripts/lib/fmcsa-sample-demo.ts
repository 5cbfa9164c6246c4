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
