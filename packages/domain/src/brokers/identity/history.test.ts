import { describe, expect, it } from "vitest";
import { type HistoryInput, historyCheck, type NamedReport } from "./history";
import { DAY, NOW } from "./test-registry";
import { HISTORY_WINDOW_DAYS } from "./thresholds";

const report = (carrier: number, email: string | null, brokerName = "Demo Freight LLC", daysAgo = 5): NamedReport => ({
  carrierKey: `dot:${carrier}`,
  brokerEmail: email,
  brokerName,
  reportedAt: NOW - daysAgo * DAY,
});

const input = (reports: NamedReport[], ownDomains = ["demofreight.com"]): HistoryInput => ({
  mcNumber: "MC100001",
  reports,
  ownDomains,
});

describe("history check", () => {
  it("warns of an MC seen with several unrelated domains, with counts", () => {
    const check = historyCheck(
      input([
        report(1, "a@demofreight.com"),
        report(2, "b@gmail.com"),
        report(3, "c@demofre1ght.com"),
        report(4, "d@cheaploads.net"),
      ]),
      NOW,
    );
    expect(check.outcome, check.sentence).toBe("warn");
    expect(check.sentence).toContain("4 unrelated e-mail domains");
    expect(check.evidence).toContainEqual(expect.objectContaining({ label: "E-mail domains", value: "4" }));
  });

  it("warns of several brokerage names", () => {
    const check = historyCheck(
      input([
        report(1, null, "Demo Freight LLC"),
        report(2, null, "Swift Brokerage"),
        report(3, null, "Best Loads Inc"),
      ]),
      NOW,
    );
    expect(check.outcome).toBe("warn");
    expect(check.sentence).toContain("3 brokerage names");
  });

  it("passes one company's addresses and spellings: subdomains, own second domain, suffixes", () => {
    const check = historyCheck(
      input(
        [
          report(1, "a@demofreight.com", "Demo Freight LLC"),
          report(2, "b@mail.demofreight.com", "DEMO FREIGHT"),
          report(3, "c@demofreight.net", "Demo Freight, L.L.C."),
          report(4, "d@demofreight.com", "demo freight inc"),
        ],
        ["demofreight.com", "demofreight.net"],
      ),
      NOW,
    );
    expect(check.outcome, check.sentence).toBe("pass");
    expect(check.sentence).toContain("1 e-mail domain and 1 name");
  });

  it("counts only the last 90 days", () => {
    const old = HISTORY_WINDOW_DAYS + 1;
    const check = historyCheck(
      input([
        report(1, "a@demofreight.com"),
        report(2, "b@demofreight.com"),
        report(3, "c@demofreight.com"),
        report(4, "x@one.com", "One", old),
        report(5, "y@two.com", "Two", old),
      ]),
      NOW,
    );
    expect(check.outcome).toBe("pass");
  });

  it("says nothing (unknown) from fewer than three carriers, however many reports", () => {
    const check = historyCheck(
      input([report(1, "a@x1.com"), report(1, "a@x2.com"), report(2, "a@x3.com"), report(2, "a@x4.com")]),
      NOW,
    );
    expect(check.outcome).toBe("unknown");
    expect(check.evidence).toEqual([]);
  });

  it("is unknown without an MC", () => {
    expect(historyCheck({ ...input([]), mcNumber: null }, NOW).outcome).toBe("unknown");
  });
});
