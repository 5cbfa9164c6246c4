import { describe, expect, it } from "vitest";
import { formatTags, INVOICE_TAG, parseTags } from "./tags";

describe("document tags", () => {
  it("read the stored column as a clean list", () => {
    expect(parseTags(null)).toEqual([]);
    expect(parseTags("")).toEqual([]);
    expect(parseTags(" Invoice , ,invoice,signed ")).toEqual([INVOICE_TAG, "signed"]);
  });

  it("store a list as one column, or nothing", () => {
    expect(formatTags([INVOICE_TAG])).toBe("invoice");
    expect(formatTags(["Invoice", " signed", "invoice"])).toBe("invoice,signed");
    expect(formatTags([])).toBeNull();
    expect(formatTags(undefined)).toBeNull();
  });
});
