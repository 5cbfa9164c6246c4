import { describe, expect, it } from "vitest";
import { authorityAgeCheck } from "./authority-age";
import { brokerRecord, DAY, grant, HISTORY_FILE, lookup, NOW } from "./test-registry";
import { AUTHORITY_FAIL_DAYS, AUTHORITY_WARN_DAYS } from "./thresholds";

const aged = (days: number, registeredOnTrueRate = false) =>
  authorityAgeCheck(
    {
      ...lookup({ history: { file: HISTORY_FILE, grants: [grant({ servedAt: NOW - days * DAY })] } }),
      registeredOnTrueRate,
    },
    NOW,
  );

describe("authority age check", () => {
  it("fails an authority three weeks old, quoting its grant date", () => {
    const check = aged(21);
    expect(check.outcome).toBe("fail");
    expect(check.sentence).toContain("only 21 days old");
    expect(check.evidence).toContainEqual({
      label: "Broker authority granted",
      value: "2026-11-11",
      source: "FMCSA authority history file AuthHist-2026-11-30.csv, as of 2026-11-30",
    });
  });

  it("only warns of a young authority when the brokerage is registered on TrueRate", () => {
    const check = aged(21, true);
    expect(check.outcome).toBe("warn");
    expect(check.sentence).toContain("registered on TrueRate");
  });

  it("warns under six months and passes from then", () => {
    expect(aged(AUTHORITY_FAIL_DAYS).outcome).toBe("warn");
    expect(aged(AUTHORITY_WARN_DAYS - 1).outcome).toBe("warn");
    expect(aged(AUTHORITY_WARN_DAYS).outcome).toBe("pass");
    expect(aged(AUTHORITY_FAIL_DAYS - 1).outcome).toBe("fail");
  });

  it("falls back to the census record's add date, and says so", () => {
    const check = authorityAgeCheck(
      { ...lookup({ history: null, broker: brokerRecord({ addedAt: NOW - 10 * DAY }) }), registeredOnTrueRate: false },
      NOW,
    );
    expect(check.outcome).toBe("fail");
    expect(check.evidence[0]).toMatchObject({
      label: "Census record added",
      source: expect.stringContaining("census"),
    });
  });

  it("is unknown without a broker record or any date, never a pass", () => {
    expect(authorityAgeCheck({ ...lookup({ broker: null }), registeredOnTrueRate: true }, NOW).outcome).toBe("unknown");
    expect(
      authorityAgeCheck(
        { ...lookup({ history: null, broker: brokerRecord({ addedAt: null }) }), registeredOnTrueRate: false },
        NOW,
      ).outcome,
    ).toBe("unknown");
  });
});

describe("authority age of an authority that ended", () => {
  it("does not age a revoked authority by the census record's date", () => {
    const revoked = grant({ servedAt: NOW - 10 * DAY, dispositionAction: "REVOKED", dispositionAt: NOW - 2 * DAY });
    const check = authorityAgeCheck(
      { ...lookup({ history: { file: HISTORY_FILE, grants: [revoked] } }), registeredOnTrueRate: false },
      NOW,
    );
    expect(check.outcome).toBe("unknown");
  });
});
