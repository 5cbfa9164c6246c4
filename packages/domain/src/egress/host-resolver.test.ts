import { describe, expect, it } from "vitest";
import { readDnsJson } from "./dns-json";
import { judgeResolution } from "./host-resolver";
import { EGRESS_MESSAGES } from "./messages";

describe("what a resolution means for a call", () => {
  it("allows public answers and what an offline resolver could not check", () => {
    expect(judgeResolution({ kind: "addresses", addresses: ["93.184.215.14", "2606:2800:21f:cb07::1"] })).toEqual({
      allowed: true,
    });
    expect(judgeResolution({ kind: "unchecked" })).toEqual({ allowed: true });
  });

  it("refuses a name with any internal answer for good, and one that does not resolve for now", () => {
    expect(judgeResolution({ kind: "addresses", addresses: ["93.184.215.14", "10.0.0.5"] })).toEqual({
      allowed: false,
      reason: "resolvesInternal",
      message: EGRESS_MESSAGES.resolvesInternal,
      transient: false,
    });
    expect(judgeResolution({ kind: "addresses", addresses: ["not an address"] })).toMatchObject({
      reason: "resolvesInternal",
    });
    expect(judgeResolution({ kind: "addresses", addresses: [] })).toMatchObject({
      reason: "doesNotResolve",
      transient: true,
    });
    expect(judgeResolution({ kind: "none" })).toMatchObject({ reason: "doesNotResolve", transient: true });
    expect(judgeResolution({ kind: "unavailable", detail: "timeout" })).toMatchObject({
      reason: "resolverUnavailable",
      transient: true,
    });
  });
});

describe("DNS JSON answers", () => {
  it("keep the records of the asked type (CNAMEs are followed by the resolver)", () => {
    const body = {
      Status: 0,
      Answer: [
        { name: "hooks.example.com", type: 5, TTL: 300, data: "edge.example.net." },
        { name: "edge.example.net", type: 1, TTL: 300, data: "93.184.215.14" },
        { name: "edge.example.net", type: 28, TTL: 300, data: "2606:2800:21f:cb07::1" },
      ],
    };
    expect(readDnsJson(body, "A")).toEqual({ status: "ok", addresses: ["93.184.215.14"] });
    expect(readDnsJson(body, "AAAA")).toEqual({ status: "ok", addresses: ["2606:2800:21f:cb07::1"] });
    expect(readDnsJson({ Status: 0 }, "A")).toEqual({ status: "ok", addresses: [] });
  });

  it("tell a missing name from a failure", () => {
    expect(readDnsJson({ Status: 3 }, "A")).toEqual({ status: "nxdomain" });
    expect(readDnsJson({ Status: 2 }, "A")).toEqual({ status: "error" });
    expect(readDnsJson("<html>", "A")).toEqual({ status: "error" });
    expect(readDnsJson(null, "AAAA")).toEqual({ status: "error" });
  });
});
