import { describe, expect, it } from "vitest";
import { damerauDistance, emailDomain, isFreeMail, lookalikeReason, registrableDomain } from "./domains";

describe("e-mail domains", () => {
  it("reads the domain of an address, lower-case, and refuses what is not one", () => {
    expect(emailDomain("Dispatch@Mail.DemoFreight.com")).toBe("mail.demofreight.com");
    expect(emailDomain("no-at-sign")).toBeNull();
    expect(emailDomain("x@localhost")).toBeNull();
    expect(emailDomain(null)).toBeNull();
  });

  it("takes the registrable domain, with the multi-label suffixes", () => {
    expect(registrableDomain("mail.ops.demofreight.com")).toBe("demofreight.com");
    expect(registrableDomain("loads.acme.co.uk")).toBe("acme.co.uk");
  });

  it("knows free mailboxes, subdomains included", () => {
    expect(isFreeMail("gmail.com")).toBe(true);
    expect(isFreeMail("demofreight.com")).toBe(false);
  });

  it("counts edits, a swap of neighbours as one", () => {
    expect(damerauDistance("demofreight", "demofreight")).toBe(0);
    expect(damerauDistance("demofreight", "demofrieght")).toBe(1);
    expect(damerauDistance("demofreight", "demofreightt")).toBe(1);
    expect(damerauDistance("demofreight", "demfreigt")).toBe(2);
    expect(damerauDistance("", "abc")).toBe(3);
  });
});

describe("look-alike domains", () => {
  it.each([
    ["demofrieght.com", "swapped letters", "edit_distance"],
    ["demofreightt.com", "an added letter", "edit_distance"],
    ["demofreigt.com", "a dropped letter", "edit_distance"],
    ["dernofreight.com", "rn for m", "homoglyph"],
    ["dem0freight.com", "0 for o", "homoglyph"],
    ["demofre1ght.com", "1 for i", "homoglyph"],
    ["demo-freight.com", "a hyphen", "homoglyph"],
    ["demofreight.net", "another top-level domain", "top_level_domain"],
    ["demofreight.co", "another top-level domain", "top_level_domain"],
    ["demfreigth.com", "two edits on a long name", "edit_distance"],
  ])("%s imitates demofreight.com (%s)", (domain, _how, reason) => {
    expect(lookalikeReason(domain, "demofreight.com")).toBe(reason);
  });

  it.each([
    ["mail.demofreight.com", "a subdomain of the same company"],
    ["demofreight.com", "the domain itself"],
    ["bluefreight.com", "another company's name"],
    ["demofreightlogistics.com", "a longer name of its own"],
    ["dfreight.com", "three edits away"],
  ])("%s does not imitate demofreight.com (%s)", (domain) => {
    expect(lookalikeReason(domain, "demofreight.com")).toBeNull();
  });

  it("allows no edits on short names and one on middling ones: honest companies sit that close", () => {
    expect(lookalikeReason("tqs.com", "tql.com")).toBeNull();
    expect(lookalikeReason("abc.com", "abd.com")).toBeNull();
    expect(lookalikeReason("echox.com", "echo.com")).toBeNull();
    expect(lookalikeReason("coyotte.com", "coyote.com")).toBe("edit_distance");
    expect(lookalikeReason("coyyotte.com", "coyote.com")).toBeNull();
    // A homoglyph or another top-level domain reads as the short name all the same.
    expect(lookalikeReason("tqi.com", "tql.com")).toBe("homoglyph");
    expect(lookalikeReason("tql.net", "tql.com")).toBe("top_level_domain");
  });
});
