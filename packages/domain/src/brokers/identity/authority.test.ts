import { describe, expect, it } from "vitest";
import { authorityCheck } from "./authority";
import { brokerRecord, DAY, grant, HISTORY_FILE, lookup, NOW } from "./test-registry";

describe("authority check", () => {
  it("passes active broker authority and says the census file's date", () => {
    const check = authorityCheck(lookup(), NOW);
    expect(check.outcome).toBe("pass");
    expect(check.sentence).toContain("active broker authority");
    expect(check.sentence).toContain("2026-11-30");
    expect(check.evidence).toContainEqual({
      label: "Authority status",
      value: "ACTIVE",
      source: "FMCSA census file census-2026-11-30.csv, as of 2026-11-30",
    });
  });

  it("fails an inactive docket", () => {
    const check = authorityCheck(lookup({ broker: brokerRecord({ operatingAuthority: "INACTIVE" }) }), NOW);
    expect(check.outcome).toBe("fail");
    expect(check.sentence).toContain("revoked or inactive");
  });

  it("fails a broker authority the history shows revoked, quoting the revocation", () => {
    const revoked = grant({ dispositionAction: "REVOKED", dispositionAt: NOW - 10 * DAY });
    const check = authorityCheck(
      lookup({
        broker: brokerRecord({ operatingAuthority: null }),
        history: { file: HISTORY_FILE, grants: [revoked] },
      }),
      NOW,
    );
    expect(check.outcome).toBe("fail");
    expect(check.evidence).toContainEqual(
      expect.objectContaining({ label: "Broker authority", value: "REVOKED on 2026-11-22" }),
    );
  });

  it("lets a census read after the revocation that still says active stand (a reinstatement the history missed)", () => {
    const revoked = grant({ dispositionAction: "REVOKED", dispositionAt: Date.UTC(2026, 4, 1) });
    expect(authorityCheck(lookup({ history: { file: HISTORY_FILE, grants: [revoked] } }), NOW).outcome).toBe("pass");
  });

  it("passes a reinstated authority after a revoked one", () => {
    const grants = [
      grant({ dispositionAction: "REVOKED", dispositionAt: NOW - 400 * DAY }),
      grant({ originalAction: "REINSTATED", servedAt: NOW - 300 * DAY }),
    ];
    const check = authorityCheck(
      lookup({ broker: brokerRecord({ operatingAuthority: null }), history: { file: HISTORY_FILE, grants } }),
      NOW,
    );
    expect(check.outcome).toBe("pass");
  });

  it("fails an MC that is a motor carrier's only, naming the carrier", () => {
    const check = authorityCheck(lookup({ broker: null, carrierName: "Road Runner Trucking" }), NOW);
    expect(check.outcome).toBe("fail");
    expect(check.sentence).toContain("motor carrier, Road Runner Trucking, with no broker authority");
  });

  it("fails an MC the census does not hold, in other words than the carrier-only one", () => {
    const check = authorityCheck(lookup({ broker: null }), NOW);
    expect(check.outcome).toBe("fail");
    expect(check.sentence).toBe("MC100001 is not in the FMCSA census as of 2026-11-30.");
  });

  it("is unknown without an MC, without a census, and without a status", () => {
    expect(authorityCheck(lookup({ mcNumber: null }), NOW).outcome).toBe("unknown");
    expect(authorityCheck(lookup({ census: null }), NOW).outcome).toBe("unknown");
    expect(
      authorityCheck(lookup({ broker: brokerRecord({ operatingAuthority: null }), history: null }), NOW).outcome,
    ).toBe("unknown");
  });
});
