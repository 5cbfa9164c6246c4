import { type AuthorityGrant, brokerGrantInForce } from "@truerate/domain/brokers/identity/authority";
import { describe, expect, it } from "vitest";
import { applyAuthorityEvents, GRANT_NOT_IN_HISTORY, type ResolvedAuthorityEvent } from "./authority-events";
import type { AuthorityHistoryRecord } from "./authority-history-record";

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const event = (status: "active" | "inactive", on: string, reason: string | null = null): ResolvedAuthorityEvent => ({
  mcNumber: "MC100",
  dotNumber: "100",
  authorityType: "broker",
  authorityDescription: "BROKER OF PROPERTY (EXCEPT HOUSEHOLD GOODS)",
  status,
  reason,
  changedAt: day(on),
});
const legacyGrant = (served: string): AuthorityHistoryRecord => ({
  grantKey: `MC100:1:broker:GRANTED:${day(served)}`,
  mcNumber: "MC100",
  dotNumber: "100",
  subNumber: "1",
  authorityType: "broker",
  authorityDescription: "BROKER",
  originalAction: "GRANTED",
  originalServedAt: day(served),
  dispositionAction: null,
  dispositionDecidedAt: null,
  dispositionServedAt: null,
});

/** Applies batches one after another, as the importer does, and answers the history that results. */
function history(stored: AuthorityHistoryRecord[], ...batches: ResolvedAuthorityEvent[][]) {
  const records = new Map(stored.map((record) => [record.grantKey, record]));
  for (const batch of batches)
    for (const record of applyAuthorityEvents([...records.values()], batch).changed)
      records.set(record.grantKey, record);
  return [...records.values()];
}

/** What the identity checks read of the history (services/broker-identity/registry-lookup.ts). */
const inForce = (records: AuthorityHistoryRecord[], on: string) =>
  brokerGrantInForce(
    records.map(
      (record): AuthorityGrant => ({
        authorityType: record.authorityType,
        originalAction: record.originalAction,
        servedAt: record.originalServedAt,
        dispositionAction: record.dispositionAction,
        dispositionAt: record.dispositionServedAt,
      }),
    ),
    day(on),
  );

describe("applyAuthorityEvents (the Motus authority history)", () => {
  it("starts a grant on Active and ends it on Inactive, quoting the reason", () => {
    const records = history(
      [],
      [event("active", "2026-11-12", "GRANTED"), event("inactive", "2026-11-28", "REVOKED - INSURANCE")],
    );
    expect(records).toEqual([
      expect.objectContaining({
        originalAction: "GRANTED",
        originalServedAt: day("2026-11-12"),
        dispositionAction: "REVOKED - INSURANCE",
        dispositionServedAt: day("2026-11-28"),
      }),
    ]);
    expect(inForce(records, "2026-11-20")?.servedAt).toBe(day("2026-11-12"));
    expect(inForce(records, "2026-12-01")).toBeNull();
  });

  it("ends the legacy file's grant, and a reinstatement stands as a new grant", () => {
    const records = history(
      [legacyGrant("2019-03-07")],
      [event("inactive", "2026-06-01", "INVOLUNTARY REVOCATION"), event("active", "2026-09-15", "REINSTATED")],
    );
    expect(records.map((record) => [record.subNumber, record.originalAction, record.dispositionAction])).toEqual([
      ["1", "GRANTED", "INVOLUNTARY REVOCATION"],
      [null, "REINSTATED", null],
    ]);
    expect(inForce(records, "2026-07-01")).toBeNull();
    expect(inForce(records, "2026-10-01")?.originalAction).toBe("REINSTATED");
  });

  it("applies the events by date whatever the file's order", () => {
    const records = history([], [event("inactive", "2026-11-28"), event("active", "2026-11-12")]);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ dispositionAction: "INACTIVE", dispositionServedAt: day("2026-11-28") });
  });

  it("changes nothing when the same file is applied again", () => {
    const events = [event("active", "2026-11-12"), event("inactive", "2026-11-28", "REVOKED")];
    const once = history([], events);
    const again = applyAuthorityEvents(once, events);
    expect(again.changed).toEqual([]);
    expect(again.keys).toEqual([null, null]);
  });

  it("records an end with no grant in the history as an ended authority that never stands", () => {
    const records = history([], [event("inactive", "2026-08-01", "REVOKED")]);
    expect(records).toEqual([
      expect.objectContaining({
        originalAction: GRANT_NOT_IN_HISTORY,
        originalServedAt: null,
        dispositionAction: "REVOKED",
      }),
    ]);
    expect(inForce(records, "2026-09-01")).toBeNull();
  });

  it("fills that record in when the grant arrives in a later batch, rather than opening a second authority", () => {
    const records = history([], [event("inactive", "2026-08-01", "REVOKED")], [event("active", "2026-02-01")]);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      originalAction: "GRANTED",
      originalServedAt: day("2026-02-01"),
      dispositionAction: "REVOKED",
    });
    expect(inForce(records, "2026-05-01")?.servedAt).toBe(day("2026-02-01"));
    expect(inForce(records, "2026-09-01")).toBeNull();
  });

  it("leaves a grant the legacy file already ended as it is", () => {
    const revoked = {
      ...legacyGrant("2015-04-01"),
      dispositionAction: "REVOKED",
      dispositionServedAt: day("2026-04-01"),
    };
    expect(applyAuthorityEvents([revoked], [event("inactive", "2026-05-20")]).changed).toEqual([]);
  });

  it("keeps each authority type and MC apart", () => {
    const common = { ...event("inactive", "2026-11-28"), authorityType: "common" as const };
    const otherMc = { ...event("active", "2026-11-01"), mcNumber: "MC200" };
    const records = history([legacyGrant("2019-03-07")], [common, otherMc]);
    expect(
      inForce(
        records.filter((record) => record.mcNumber === "MC100"),
        "2026-12-01",
      )?.servedAt,
    ).toBe(day("2019-03-07"));
    expect(records.find((record) => record.authorityType === "common")?.originalAction).toBe(GRANT_NOT_IN_HISTORY);
    expect(records.find((record) => record.mcNumber === "MC200")?.originalServedAt).toBe(day("2026-11-01"));
  });
});
