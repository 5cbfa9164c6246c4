import { describe, expect, it } from "vitest";
import { resolveCensusColumns } from "./census-columns";

describe("resolveCensusColumns", () => {
  it("finds the fields of today's lower-case Company Census layout", () => {
    const header = [
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
      "carship",
      "classdef",
      "add_date",
      "mcs150_date",
      "crgo_passengers",
    ];
    const columns = resolveCensusColumns(header);
    expect(columns.missingRequired).toEqual([]);
    expect(columns.index).toMatchObject({
      dotNumber: 0,
      legalName: 1,
      dbaName: 2,
      carrierOperation: 3,
      hazmat: 4,
      street: 5,
      city: 6,
      state: 7,
      zip: 8,
      phone: 9,
      email: 10,
      status: 11,
      docketPrefix: 12,
      docketNumber: 13,
      carship: 14,
      classdef: 15,
      passengerCargo: 18,
    });
    expect(columns.fieldCount).toBe(19);
  });

  it("finds the same fields under the legacy upper-case names", () => {
    const header = [
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
    const columns = resolveCensusColumns(header);
    expect(columns.missingRequired).toEqual([]);
    expect(columns.index).toMatchObject({
      dotNumber: 0,
      legalName: 1,
      dbaName: 2,
      carrierOperation: 3,
      hazmat: 4,
      passenger: 5,
      street: 6,
      city: 7,
      state: 8,
      zip: 9,
      phone: 10,
      email: 11,
      docketPrefix: 12,
      docketNumber: 13,
      migrant: 14,
    });
    expect(columns.index.carship).toBeUndefined();
    expect(columns.legacyClasses).toEqual([
      { index: 15, name: "AUTHORIZED FOR HIRE" },
      { index: 14, name: "MIGRANT" },
    ]);
  });

  it("matches headers whatever their case and surrounding spaces, and ignores unknown columns", () => {
    const columns = resolveCensusColumns([" Dot_Number ", "something_new", "LEGAL_name", "Mc_Number"]);
    expect(columns.index).toEqual({ dotNumber: 0, legalName: 2, docketNumber: 3 });
    expect(columns.missingRequired).toEqual([]);
  });

  it("names the required columns a file lacks", () => {
    expect(resolveCensusColumns(["legal_name", "phone"]).missingRequired).toEqual(["dot_number", "docket1"]);
  });
});
