import { describe, expect, it } from "vitest";
import { AUTHORITY_EVENT_MESSAGES } from "./authority-event-record";
import { AUTHORITY_HISTORY_MESSAGES } from "./authority-history-record";
import { MemoryAuthorityHistorySink } from "./authority-history-sink";
import { AUTHORITY_EVENT_UNMATCHED, importAuthorityHistory } from "./import-authority-history";
import { CensusFormatError, type RejectedRow } from "./import-census";

const HEADER =
  "docket_number,dot_number,sub_number,mod_col_1,original_action_desc,orig_served_date,disp_action_desc,disp_decided_date,disp_served_date";
const csv = (...rows: string[]) => `${HEADER}\n${rows.join("\n")}\n`;
const november = new Date("2026-11-01T00:00:00Z");

describe("importAuthorityHistory", () => {
  it("maps each authority with its type, actions and dates", async () => {
    const sink = new MemoryAuthorityHistorySink();
    const summary = await importAuthorityHistory({
      chunks: [
        csv(
          "MC384859,0384859,1,PROPERTY BROKER,GRANTED,03/07/2019,REVOKED,09/01/2026,09/15/2026",
          "MC384859,0384859,2,BROKER,Reinstated,10/11/2026,,,",
          "384860,384860,,COMMON,GRANTED,01/02/2010,,,",
        ),
      ],
      asOf: november,
      sourceFile: "AuthHist-2026-11-01.csv",
      sink,
    });
    expect(summary).toEqual({ rowsRead: 3, imported: 3, rejected: 0, stale: 0 });
    const rows = [...sink.rows.values()];
    expect(rows[0]).toMatchObject({
      mcNumber: "MC384859",
      dotNumber: "384859",
      authorityType: "broker",
      authorityDescription: "PROPERTY BROKER",
      originalAction: "GRANTED",
      originalServedAt: Date.UTC(2019, 2, 7),
      dispositionAction: "REVOKED",
      dispositionDecidedAt: Date.UTC(2026, 8, 1),
      dispositionServedAt: Date.UTC(2026, 8, 15),
    });
    expect(rows[1]).toMatchObject({ originalAction: "REINSTATED", dispositionAction: null, dispositionServedAt: null });
    expect(rows[2]).toMatchObject({ mcNumber: "MC384860", authorityType: "common", subNumber: null });
  });

  it("reads the upper-case layout with op_auth_type, and calls any other authority other", async () => {
    const sink = new MemoryAuthorityHistorySink();
    await importAuthorityHistory({
      chunks: [
        "DOCKET_NUMBER,OP_AUTH_TYPE,ORIGINAL_ACTION_DESC,ORIG_SERVED_DATE\n" +
          "MC1,Broker of Property (Except Household Goods),GRANTED,20261011\nMC2,WATER CARRIER,GRANTED,\n",
      ],
      asOf: november,
      sink,
    });
    expect([...sink.rows.values()].map((row) => [row.authorityType, row.originalServedAt])).toEqual([
      ["broker", Date.UTC(2026, 9, 11)],
      ["other", null],
    ]);
  });

  it("updates an authority in place when a later file brings its disposition, and keeps a newer one from an older file", async () => {
    const sink = new MemoryAuthorityHistorySink();
    const row = (disposition: string) => csv(`MC5,5,,BROKER,GRANTED,01/02/2020,${disposition},,`);
    await importAuthorityHistory({ chunks: [row("")], asOf: november, sink });
    const later = await importAuthorityHistory({ chunks: [row("REVOKED")], asOf: new Date("2026-12-01"), sink });
    expect(later).toMatchObject({ imported: 1, stale: 0 });
    const older = await importAuthorityHistory({ chunks: [row("")], asOf: new Date("2026-01-01"), sink });
    expect(older).toMatchObject({ imported: 0, stale: 1 });
    expect(sink.rows.size).toBe(1);
    expect([...sink.rows.values()][0]?.dispositionAction).toBe("REVOKED");
  });

  it("reports every bad row with its line and reasons and carries on", async () => {
    const rejected: RejectedRow[] = [];
    const summary = await importAuthorityHistory({
      chunks: [csv("MC12AB,1,,BROKER,GRANTED,,,,", ",1,,,,,,,", "MC7,7,,BROKER,GRANTED,,,,", "MC8,8,,BROKER")],
      asOf: november,
      sink: new MemoryAuthorityHistorySink(),
      onRejected: (row) => rejected.push(row),
    });
    expect(summary).toMatchObject({ rowsRead: 4, imported: 1, rejected: 3 });
    expect(rejected).toEqual([
      { line: 2, reasons: ["MC number must be MC followed by 1 to 8 digits"] },
      {
        line: 3,
        reasons: [
          "MC number is required",
          AUTHORITY_HISTORY_MESSAGES.authorityTypeRequired,
          AUTHORITY_HISTORY_MESSAGES.originalActionRequired,
        ],
      },
      { line: 5, reasons: ["Expected 9 fields, found 4"] },
    ]);
  });

  it("refuses a file that is not an authority history, naming the missing columns", async () => {
    await expect(
      importAuthorityHistory({
        chunks: ["dot_number,legal_name\n1,A\n"],
        asOf: november,
        sink: new MemoryAuthorityHistorySink(),
      }),
    ).rejects.toThrow(
      new CensusFormatError(
        "Not an FMCSA authority history file: no docket_number, mod_col_1, original_action_desc columns (in upper or lower case)",
      ),
    );
  });
});

describe("importAuthorityHistory, the Motus layout (a row a status change)", () => {
  const MOTUS = "USDOT_NUMBER,DOCKET_NUMBER,OP_AUTH_TYPE,OP_AUTH_STATUS,REASON,STATUS_CHANGE_DATE";
  const BROKER = "Broker of Property (Except Household Goods)";
  const motus = (...rows: string[]) => `${MOTUS}\n${rows.join("\n")}\n`;
  const census = new Map([
    ["384859", "MC384859"],
    ["2201001", "MC2201001"],
  ]);

  it("ends the legacy file's grant and starts new ones, finding a USDOT number's MC in the census", async () => {
    const sink = new MemoryAuthorityHistorySink(census);
    await importAuthorityHistory({
      chunks: [csv("MC384859,384859,1,BROKER,GRANTED,03/07/2019,,,")],
      asOf: november,
      sink,
    });
    const rejected: RejectedRow[] = [];
    const summary = await importAuthorityHistory({
      chunks: [
        motus(
          `0384859,,${BROKER},Inactive,Revoked - Insurance,20261120`,
          `2201001,,${BROKER},A,Granted,20261112`,
          `9999999,,${BROKER},A,Granted,20261112`,
          `,MC77,${BROKER},Active,,20261101`,
        ),
      ],
      asOf: new Date("2026-12-01"),
      sourceFile: "motus-authhist-2026-12-01.csv",
      sink,
      onRejected: (row) => rejected.push(row),
    });
    expect(summary).toEqual({ rowsRead: 4, imported: 3, rejected: 1, stale: 0 });
    expect(rejected).toEqual([{ line: 4, reasons: [AUTHORITY_EVENT_UNMATCHED("9999999")] }]);
    const byMc = (mc: string) => [...sink.rows.values()].filter((row) => row.mcNumber === mc);
    expect(byMc("MC384859")).toEqual([
      expect.objectContaining({
        subNumber: "1",
        originalServedAt: Date.UTC(2019, 2, 7),
        dispositionAction: "REVOKED - INSURANCE",
        dispositionServedAt: Date.UTC(2026, 10, 20),
      }),
    ]);
    expect(byMc("MC2201001")).toEqual([
      expect.objectContaining({
        dotNumber: "2201001",
        authorityType: "broker",
        authorityDescription: BROKER.toUpperCase(),
        originalAction: "GRANTED",
        originalServedAt: Date.UTC(2026, 10, 12),
        dispositionAction: null,
      }),
    ]);
    expect(byMc("MC77")).toEqual([
      expect.objectContaining({ dotNumber: null, originalServedAt: Date.UTC(2026, 10, 1) }),
    ]);

    // The daily file again: the history already says all of it.
    const again = await importAuthorityHistory({
      chunks: [motus(`0384859,,${BROKER},Inactive,Revoked - Insurance,20261120`)],
      asOf: new Date("2026-12-02"),
      sink,
    });
    expect(again).toEqual({ rowsRead: 1, imported: 0, rejected: 0, stale: 1 });
  });

  it("reports every bad row with its line and reasons", async () => {
    const rejected: RejectedRow[] = [];
    const summary = await importAuthorityHistory({
      chunks: [motus(`,,${BROKER},A,,20261101`, `1,,,Pending,,2026-13-01`, `1,MC12AB,${BROKER},I,,20261101`)],
      asOf: november,
      sink: new MemoryAuthorityHistorySink(census),
      onRejected: (row) => rejected.push(row),
    });
    expect(summary).toMatchObject({ rowsRead: 3, imported: 0, rejected: 3 });
    expect(rejected).toEqual([
      { line: 2, reasons: [AUTHORITY_EVENT_MESSAGES.numberRequired] },
      {
        line: 3,
        reasons: [
          AUTHORITY_EVENT_MESSAGES.authorityTypeRequired,
          AUTHORITY_EVENT_MESSAGES.statusInvalid,
          AUTHORITY_EVENT_MESSAGES.changedDateRequired,
        ],
      },
      { line: 4, reasons: ["MC number must be MC followed by 1 to 8 digits"] },
    ]);
  });

  it("refuses a Motus file without its status columns, naming them", async () => {
    await expect(
      importAuthorityHistory({
        chunks: ["usdot_number,op_auth_status\n1,A\n"],
        asOf: november,
        sink: new MemoryAuthorityHistorySink(),
      }),
    ).rejects.toThrow(
      new CensusFormatError(
        "Not an FMCSA authority history file: no op_auth_type, status_change_date columns (in upper or lower case)",
      ),
    );
  });
});
