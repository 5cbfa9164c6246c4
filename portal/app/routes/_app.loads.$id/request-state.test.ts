import type { LoadRequestStatus } from "@truerate/domain/enums";
import { describe, expect, it } from "vitest";
import { requestStateLabel } from "./request-state";

const request = (status: LoadRequestStatus) => ({
  status,
  queuedAt: "2026-11-23T15:00:00.000Z",
  deliveredAt: status === "queued" ? null : "2026-11-23T15:00:05.000Z",
  answeredAt: status === "answered" ? "2026-11-24T10:00:00.000Z" : null,
});

describe("the 371.3 request's state", () => {
  it("says each state of the request loop, naming where the request goes", () => {
    expect(requestStateLabel(request("queued"), "ops@broker.test")).toBe("Queued: being sent to ops@broker.test");
    expect(requestStateLabel(request("delivered"), "ops@broker.test")).toBe(
      "Delivered to the broker (ops@broker.test)",
    );
    expect(requestStateLabel(request("answered"), "ops@broker.test")).toBe("Answered: the broker sent its record");
  });

  it("says that none is on file, without guessing why", () => {
    expect(requestStateLabel(null, "ops@broker.test")).toBe("None on file: no 371.3 request was sent for this load");
  });
});
