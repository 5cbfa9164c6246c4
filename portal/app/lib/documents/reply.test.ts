import { describe, expect, it } from "vitest";
import { parseJson, replyMessage } from "./reply";

describe("replyMessage", () => {
  it("reads the problem's message, then error or detail", () => {
    expect(replyMessage({ status: 400, isJson: true, json: { message: "File too large", detail: "x" } })).toBe(
      "File too large",
    );
    expect(replyMessage({ status: 400, isJson: true, json: { error: "Nope" } })).toBe("Nope");
  });

  it("has nothing to say for a body without one", () => {
    expect(replyMessage({ status: 502, isJson: false, json: null })).toBeNull();
    expect(replyMessage({ status: 400, isJson: true, json: { message: "" } })).toBeNull();
  });
});

describe("parseJson", () => {
  it("tells JSON from an HTML error page", () => {
    expect(parseJson('{"a":1}')).toEqual({ json: { a: 1 }, isJson: true });
    expect(parseJson("<html>Bad gateway</html>")).toEqual({ json: null, isJson: false });
    expect(parseJson("")).toEqual({ json: null, isJson: false });
  });
});
