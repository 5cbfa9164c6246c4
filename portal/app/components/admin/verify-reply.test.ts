import { describe, expect, it } from "vitest";
import { UNEXPECTED_ERROR } from "../../lib/api-problem";
import { ADMIN_MESSAGES } from "./messages";
import { failedReply, savedReply } from "./verify-reply";

describe("savedReply", () => {
  it("names the load and the saved amount in dollars", () => {
    expect(savedReply("LD-7", 2400)).toEqual({
      ok: true,
      toast: { title: "True rate saved", description: "Load LD-7: $2,400.00" },
    });
  });
});

describe("failedReply", () => {
  it("titles the toast with docs/product.md's message and describes it with the API's", () => {
    expect(failedReply("Load not found")).toEqual({
      ok: false,
      toast: { title: ADMIN_MESSAGES.saveFailed, variant: "destructive", description: "Load not found" },
    });
  });

  it("puts a validation message next to the input too", () => {
    expect(failedReply(ADMIN_MESSAGES.invalidTrueRate, true).fieldError).toBe(ADMIN_MESSAGES.invalidTrueRate);
  });

  it("leaves out a message that says nothing", () => {
    expect(failedReply(UNEXPECTED_ERROR, true)).toEqual({
      ok: false,
      toast: { title: ADMIN_MESSAGES.saveFailed, variant: "destructive" },
    });
    expect(failedReply(undefined).toast).not.toHaveProperty("description");
  });
});
