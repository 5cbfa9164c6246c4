import { describe, expect, it } from "vitest";
import { ftsWordsQuery, MAX_EXPANDED_TERMS, parseRegistryQuery, prefixUpperBound } from "./search-query";

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
  it("matches a begun word through the whole words it begins, and a short one through the prefix index", () => {
    expect(
      ftsWordsQuery(
        ["blue", "ri"],
        [
          ["blue", "blueberry"],
          ["ridge", "rim", "riverside"],
        ],
      ),
    ).toBe('("blue" OR "blueberry") AND "ri"*');
    expect(ftsWordsQuery(["summit"], [["summit"]])).toBe('"summit"');
    expect(ftsWordsQuery(["co", "abc"], [["co", "common"], ["abc"]])).toBe('"co"* AND "abc"*');
  });

  it("falls back to a prefix term when a word begins more words than it expands to", () => {
    const many = Array.from({ length: MAX_EXPANDED_TERMS + 1 }, (_, index) => `trans${index}`);
    expect(ftsWordsQuery(["trans"], [many])).toBe('"trans"*');
    expect(ftsWordsQuery(["trans"], [many.slice(0, MAX_EXPANDED_TERMS)])).toBe(
      `(${many
        .slice(0, MAX_EXPANDED_TERMS)
        .map((term) => `"${term}"`)
        .join(" OR ")})`,
    );
  });

  it("has no query when a word begins no indexed word", () => {
    expect(ftsWordsQuery(["qqq", "transport"], [[], ["transport"]])).toBeUndefined();
    expect(ftsWordsQuery(["blue"], [])).toBeUndefined();
  });

  it("bounds a prefix range", () => {
    expect(prefixUpperBound("blue ri")).toBe("blue rj");
    expect(prefixUpperBound("MC12")).toBe("MC13");
    expect(prefixUpperBound("MC19")).toBe("MC1:");
  });
});
