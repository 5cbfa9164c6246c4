import { describe, expect, it } from "vitest";
import { resolveCensusColumns } from "./census-columns";
import { type CensusRowResult, mapCensusRow, RECORD_MESSAGES } from "./census-record";

const MODERN = [
  "dot_number",
  "legal_name",
  "dba_name",
  "carrier_operation",
  "hm_ind",
  "phy_street",
  "phy_city",
  "phy_state",
  "phy_zip",
  "phone",
  "email_address",
  "status_code",
  "docket1prefix",
  "docket1",
  "docket1_status_code",
  "carship",
  "classdef",
  "crgo_passengers",
  "add_date",
];
const LEGACY = [
  "DOT_NUMBER",
  "LEGAL_NAME",
  "DBA_NAME",
  "CARRIER_OPERATION",
  "HM_FLAG",
  "PC_FLAG",
  "PHY_STREET",
  "PHY_CITY",
  "PHY_STATE",
  "PHY_ZIP",
  "TELEPHONE",
  "EMAIL_ADDRESS",
  "DOCKET1PREFIX",
  "DOCKET1",
  "MIGRANT",
  "AUTHORIZED_FOR_HIRE",
];

const modernRow = (overrides: Record<string, string> = {}) => {
  const values: Record<string, string> = {
    dot_number: "1234567",
    legal_name: "Demo Freight Brokerage LLC",
    dba_name: "",
    carrier_operation: "A",
    hm_ind: "N",
    phy_street: "100 N Main St",
    phy_city: "Chicago",
    phy_state: "il",
    phy_zip: "60601",
    phone: "(312) 555-0100",
    email_address: "Ops@DemoFreight.example",
    status_code: "A",
    docket1prefix: "MC",
    docket1: "1234567",
    docket1_status_code: "A",
    carship: "B",
    classdef: "AUTHORIZED FOR HIRE",
    crgo_passengers: "",
    add_date: "20190220",
    ...overrides,
  };
  return MODERN.map((name) => values[name] ?? "");
};
const mapModern = (overrides: Record<string, string> = {}) =>
  mapCensusRow(modernRow(overrides), resolveCensusColumns(MODERN));

function recordOf(result: CensusRowResult) {
  if (result.kind !== "record") throw new Error(`expected a record, got ${JSON.stringify(result)}`);
  return result;
}

describe("mapCensusRow (modern layout)", () => {
  it("maps a broker row to a registry record", () => {
    const result = recordOf(mapModern());
    expect(result.roles).toEqual(["broker"]);
    expect(result.record).toEqual({
      companyName: "Demo Freight Brokerage LLC",
      dbaName: null,
      mcNumber: "MC1234567",
      dotNumber: "1234567",
      status: "A",
      address: "100 N Main St",
      city: "Chicago",
      state: "IL",
      zipCode: "60601",
      phoneNumber: "3125550100",
      email: "ops@demofreight.example",
      operatingAuthority: "ACTIVE",
      classification: "AUTHORIZED FOR HIRE",
      carrierOperation: "Interstate",
      hazmatFlag: false,
      passengerFlag: false,
      migrantFlag: false,
      searchText: "demo freight brokerage llc",
      addedAt: Date.UTC(2019, 1, 20),
    });
  });

  it("reads the add date, but not the registry's bulk-load date or one that is not a date", () => {
    expect(recordOf(mapModern({ add_date: "20261011 0000" })).record.addedAt).toBe(Date.UTC(2026, 9, 11));
    expect(recordOf(mapModern({ add_date: "19740601" })).record.addedAt).toBeNull();
    expect(recordOf(mapModern({ add_date: "N/A" })).record.addedAt).toBeNull();
  });

  it.each([
    ["B;C", ["broker", "carrier"]],
    ["BC", ["broker", "carrier"]],
    ["C", ["carrier"]],
    ["c;s", ["carrier"]],
    ["", ["carrier"]],
  ])("reads carship %j as roles %j", (carship, roles) => {
    expect(recordOf(mapModern({ carship })).roles).toEqual(roles);
  });

  it("skips an entity that is neither broker nor carrier", () => {
    expect(mapModern({ carship: "S" })).toEqual({
      kind: "skipped",
      reason: 'Neither a broker nor a carrier (carship "S")',
    });
  });

  it("maps flags, classes, operation and authority status", () => {
    const { record } = recordOf(
      mapModern({
        hm_ind: "Y",
        crgo_passengers: "X",
        classdef: "authorized for hire; MIGRANT",
        carrier_operation: "B",
        docket1_status_code: "I",
        dba_name: "Demo Express",
        email_address: "not an email",
      }),
    );
    expect(record).toMatchObject({
      hazmatFlag: true,
      passengerFlag: true,
      migrantFlag: true,
      classification: "AUTHORIZED FOR HIRE;MIGRANT",
      carrierOperation: "Intrastate Only (HM)",
      operatingAuthority: "INACTIVE",
      email: null,
      searchText: "demo freight brokerage llc demo express",
    });
  });

  it("stores MC as MC + digits and both numbers without leading zeros", () => {
    expect(recordOf(mapModern({ docket1: "0012345", dot_number: "0098765" })).record).toMatchObject({
      mcNumber: "MC12345",
      dotNumber: "98765",
    });
    expect(recordOf(mapModern({ docket1prefix: "", docket1: "MC 765432" })).record.mcNumber).toBe("MC765432");
  });

  it.each([
    [{ legal_name: " " }, [RECORD_MESSAGES.companyNameRequired]],
    [{ docket1: "" }, [RECORD_MESSAGES.mcNumberRequired]],
    [{ docket1prefix: "MX" }, [RECORD_MESSAGES.mcNumberRequired]],
    [{ docket1prefix: "FF" }, [RECORD_MESSAGES.mcNumberRequired]],
    [{ docket1: "12AB45" }, [RECORD_MESSAGES.mcNumberInvalid]],
    [{ docket1: "123456789" }, [RECORD_MESSAGES.mcNumberInvalid]],
    [{ docket1: "0000" }, [RECORD_MESSAGES.mcNumberInvalid]],
    [{ dot_number: "" }, [RECORD_MESSAGES.dotNumberRequired]],
    [{ dot_number: "12-34" }, [RECORD_MESSAGES.dotNumberInvalid]],
    [{ dot_number: "123456789" }, [RECORD_MESSAGES.dotNumberInvalid]],
    [
      { legal_name: "", docket1: "", dot_number: "" },
      [RECORD_MESSAGES.companyNameRequired, RECORD_MESSAGES.mcNumberRequired, RECORD_MESSAGES.dotNumberRequired],
    ],
  ])("rejects %j with %j", (overrides, reasons) => {
    expect(mapModern(overrides)).toEqual({ kind: "rejected", reasons });
  });
});

describe("mapCensusRow (legacy layout)", () => {
  const columns = resolveCensusColumns(LEGACY);
  const row = [
    "654321",
    "DEMO TRUCKING LLC",
    "",
    "C",
    "Y",
    "Y",
    "1 Main",
    "COLUMBUS",
    "OH",
    "43215",
    "6145550100",
    "",
    "MC",
    "654321",
    "X",
    "X",
  ];

  it("treats a file without carship as carriers and reads HM_FLAG, PC_FLAG and the class flags", () => {
    const result = recordOf(mapCensusRow(row, columns));
    expect(result.roles).toEqual(["carrier"]);
    expect(result.record).toMatchObject({
      companyName: "DEMO TRUCKING LLC",
      mcNumber: "MC654321",
      dotNumber: "654321",
      status: null,
      carrierOperation: "Intrastate Only (Non-HM)",
      hazmatFlag: true,
      passengerFlag: true,
      migrantFlag: true,
      classification: "AUTHORIZED FOR HIRE;MIGRANT",
      operatingAuthority: null,
      phoneNumber: "6145550100",
    });
  });
});
