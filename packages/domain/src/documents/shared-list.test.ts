import { describe, expect, it } from "vitest";
import { sharedDocumentsFilter } from "./shared-list";

const filterOf = (query: string) => sharedDocumentsFilter(new URLSearchParams(query));

describe("sharedDocumentsFilter", () => {
  it("reads page, type, status, load and search from the address", () => {
    expect(filterOf("page=3&type=rate_confirmation&status=approved&load=abc&q=%20LD-7%20")).toEqual({
      page: 3,
      type: "rate_confirmation",
      status: "approved",
      loadId: "abc",
      q: "LD-7",
    });
  });

  it("narrows nothing with what the API would refuse", () => {
    expect(filterOf("")).toEqual({ page: 1 });
    expect(filterOf(`page=0&type=receipt&status=maybe&load=${"x".repeat(65)}&q=%20%20`)).toEqual({ page: 1 });
    expect(filterOf("page=1.5")).toEqual({ page: 1 });
    expect(filterOf("page=10001")).toEqual({ page: 1 });
  });

  it("cuts a search to its longest", () => {
    expect(filterOf(`q=${"a".repeat(150)}`).q).toHaveLength(100);
  });
});
