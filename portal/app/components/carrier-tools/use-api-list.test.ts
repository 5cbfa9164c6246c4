import { describe, expect, it } from "vitest";
import { serverListState } from "./use-api-list";

describe("a list read by a loader", () => {
  it("starts ready with the items the API answered", () => {
    expect(serverListState({ data: { lanes: [] }, response: { status: 200 } })).toEqual({
      status: "ready",
      value: { lanes: [] },
    });
  });

  it("is forbidden on a 402 or 403: the feature is not the user's", () => {
    expect(serverListState({ response: { status: 402 } })).toEqual({ status: "forbidden" });
    expect(serverListState({ response: { status: 403 } })).toEqual({ status: "forbidden" });
  });

  it("leaves any other failure to the browser, which loads again and shows the error", () => {
    expect(serverListState({ response: { status: 503 } })).toBeNull();
    expect(serverListState({ response: { status: 401 } })).toBeNull();
  });
});
