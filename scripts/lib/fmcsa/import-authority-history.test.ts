import { describe, expect, it } from "vitest";
import { AUTHORITY_HISTORY_MESSAGES } from "./authority-history-record";
import { MemoryAuthorityHistorySink } from "./authority-history-sink";
import { importAuthorityHistory } from "./import-authority-history";
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
