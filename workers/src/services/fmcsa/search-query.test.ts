import { describe, expect, it } from "vitest";
import { ftsPrefixQuery, parseRegistryQuery, prefixUpperBound } from "./search-query";

describe("parseRegistryQuery", () => {
  it("normalises the words as search_text stores them", () => {
    expect(parseRegistryQuery("  Blue-Ridge  O'Brien & Co. ")).toEqual({
      words: ["blue", "ridge", "obrien", "co"],
      prefix: "blue ridge obrien co",
    });
  });

  it.each([
    ["MC 123456", { digits: "123456", mc: true, dot: false }],
    ["mc0123456", { digits: "123456", mc: true, dot: false }],
    ["USDOT 654321", { digits: "654321", mc: false, dot: true }],
    ["DOT#654321", { digits: "654321", mc: false, dot: true }],
    ["654321", { digits: "654321", mc: true, dot: true }],
  ])("reads %j as a number", (q, number) => {
    expect(parseRegistryQuery(q).number).toEqual(number);
  });

  it("does not read names or zeros as numbers", () => {
    expect(parseRegistryQuery("MC Freight").number).toBeUndefined();
    expect(parseRegistryQuery("12 Oaks").number).toBeUndefined();
    expect(parseRegistryQuery("MC000").number).toBeUndefined();
  });

  it("keeps at most 8 words", () => {
    expect(parseRegistryQuery("a b c d e f g h i j").words).toHaveLength(8);
  });
});

describe("query helpers", () => {
  it("builds an FTS5 prefix query of quoted words", () => {
    expect(ftsPrefixQuery(["blue", "ri"])).toBe('"blue"* "ri"*');
  });

  it("bounds a prefix range", () => {
    expect(prefixUpperBound("blue ri")).toBe("blue rj");
    expect(prefixUpperBound("MC12")).toBe("MC13");
    expect(prefixUpperBound("MC19")).toBe("MC1:");
  });
});
