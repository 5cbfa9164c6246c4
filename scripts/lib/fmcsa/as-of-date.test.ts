import { describe, expect, it } from "vitest";
import { censusAsOfDate } from "./as-of-date";

const modifiedAt = new Date("2026-11-20T10:00:00Z");

describe("censusAsOfDate", () => {
  it("prefers the --as-of flag", () => {
    expect(censusAsOfDate({ flag: "2026-10-15", fileName: "census-2026-11-01.csv", modifiedAt })).toEqual({
      date: new Date("2026-10-15T00:00:00Z"),
      source: "--as-of",
    });
  });

  it("refuses a malformed or impossible flag", () => {
    expect(() => censusAsOfDate({ flag: "2026-13-01", fileName: "x.csv", modifiedAt })).toThrow(/--as-of/);
    expect(() => censusAsOfDate({ flag: "11/01/2026", fileName: "x.csv", modifiedAt })).toThrow(/--as-of/);
  });

  it.each([
    ["census-sample-2026-11-01.csv", "2026-11-01"],
    ["FMCSA_CENSUS1_2026_10.zip-20261005.csv", "2026-10-05"],
    ["Company_Census_File_2026_09_30.csv", "2026-09-30"],
  ])("reads the date in %s", (fileName, day) => {
    expect(censusAsOfDate({ fileName, modifiedAt })).toEqual({
      date: new Date(`${day}T00:00:00Z`),
      source: "file name",
    });
  });

  it("falls back to the file's modification time", () => {
    expect(censusAsOfDate({ fileName: "census.csv", modifiedAt })).toEqual({ date: modifiedAt, source: "file time" });
    expect(censusAsOfDate({ fileName: "census-99999999.csv", modifiedAt }).source).toBe("file time");
  });
});
