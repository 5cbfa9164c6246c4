import { describe, expect, it } from "vitest";
import { type ContactInput, contactCheck } from "./contact";
import { CENSUS } from "./test-registry";

const DEMO = { name: "Demo Freight", domains: ["demofreight.com"] };
const ACME = { name: "Acme Logistics", domains: ["acmelogistics.com", "acmelogistics.net"] };
const TQL = { name: "TQL", domains: ["tql.com"] };

/** A load naming Demo Freight's MC, whose census e-mail is at demofreight.com. */
const input = (email: string | null, overrides: Partial<ContactInput> = {}): ContactInput => ({
  email,
  emailSource: "the load as reported",
  registry: { email: "ops@demofreight.com", brokerName: "Demo Freight LLC", file: CENSUS },
  brokerage: DEMO,
  knownBrokerages: [DEMO, ACME, TQL],
  ...overrides,
});

describe("contact check: what must pass", () => {
  it.each([
    ["dispatch@demofreight.com", {}, "the registered domain"],
    ["ops@demofreight.com", { brokerage: null }, "the census e-mail itself"],
    ["a@mail.demofreight.com", {}, "a subdomain of it"],
    ["DISPATCH@DemoFreight.COM", {}, "in capitals"],
    [
      "loads@demofreight.net",
      { brokerage: { name: "Demo Freight", domains: ["demofreight.com", "demofreight.net"] } },
      "its own second domain, beside the .com",
    ],
    [
      "ops@dfsubsidiary.com",
      { registry: { email: "ops@dfsubsidiary.com", brokerName: "DF Subsidiary", file: CENSUS } },
      "a subsidiary's domain the registry lists",
    ],
    ["rates@acmelogistics.net", { registry: null, brokerage: ACME }, "a legitimate .net beside the .com"],
    [
      "me@gmail.com",
      { registry: { email: "me@gmail.com", brokerName: "Solo Broker", file: CENSUS }, brokerage: null },
      "the census's own free-mail address",
    ],
  ] as const)("%s (%s)", (email, overrides, _why) => {
    const check = contactCheck(input(email, overrides));
    expect(check.outcome, check.sentence).toBe("pass");
  });

  it("passes a short domain one letter from a known short one when the registry gives it", () => {
    const check = contactCheck(
      input("a@tqs.com", { registry: { email: "x@tqs.com", brokerName: "TQS", file: CENSUS }, brokerage: null }),
    );
    expect(check.outcome, check.sentence).toBe("pass");
  });
});

describe("contact check: look-alikes fail, naming both domains", () => {
  it.each([
    "dispatch@demofrieght.com",
    "dispatch@dernofreight.com",
    "dispatch@dem0freight.com",
    "dispatch@demofreight.co",
    "dispatch@demofreight.net",
    "dispatch@demo-freight.com",
    "dispatch@demofreightt.com",
  ])("%s", (email) => {
    const check = contactCheck(input(email));
    expect(check.outcome, check.sentence).toBe("fail");
    expect(check.sentence).toContain(email.split("@")[1]);
    expect(check.sentence).toContain("demofreight.com");
    expect(check.evidence).toContainEqual(
      expect.objectContaining({ label: "Look-alike of", value: "demofreight.com (Demo Freight LLC)" }),
    );
  });

  it("fails a look-alike of another registered brokerage's domain, though the load names an MC without a domain", () => {
    const check = contactCheck(input("a@acmelogistlcs.com", { registry: null, brokerage: null }));
    expect(check.outcome).toBe("fail");
    expect(check.sentence).toContain("acmelogistics.com, Acme Logistics's domain");
  });
});

describe("contact check: warnings and unknowns", () => {
  it("warns of a free mailbox", () => {
    const check = contactCheck(input("demofreight.dispatch@gmail.com"));
    expect(check.outcome).toBe("warn");
    expect(check.sentence).toContain("free mailbox");
  });

  it("warns of another brokerage's own domain, without calling it a look-alike", () => {
    const check = contactCheck(input("rates@acmelogistics.net"));
    expect(check.outcome).toBe("warn");
    expect(check.sentence).toContain("Acme Logistics");
  });

  it("warns of an unrelated domain when the broker's is known", () => {
    const check = contactCheck(input("a@bluefreight.com"));
    expect(check.outcome).toBe("warn");
    expect(check.sentence).toContain("demofreight.com");
  });

  it("is unknown with no address, or nothing to compare it with", () => {
    expect(contactCheck(input(null)).outcome).toBe("unknown");
    expect(contactCheck(input("not an address")).outcome).toBe("unknown");
    expect(contactCheck(input("a@bluefreight.com", { registry: null, brokerage: null })).outcome).toBe("unknown");
    expect(
      contactCheck(
        input("a@bluefreight.com", {
          registry: { email: "x@gmail.com", brokerName: "Solo", file: CENSUS },
          brokerage: null,
        }),
      ).outcome,
    ).toBe("unknown");
  });
});
