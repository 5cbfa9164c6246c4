import { describe, expect, it } from "vitest";
import { deadLetterOrigin } from "./dead-letter-origin";

const queues = { notifications: "notifications", deadlines: "deadlines", readings: "documents-to-read" } as const;

describe("the queue a dead letter came from", () => {
  it("is the deadlines queue for a deadline message, even one too broken to arm", () => {
    expect(deadLetterOrigin({ kind: "deadline", loads: [{ loadId: "l1", deadlineAt: 1 }] }, queues)).toBe("deadlines");
    expect(deadLetterOrigin({ kind: "deadline" }, queues)).toBe("deadlines");
  });

  it("is the readings queue for a document to read", () => {
    expect(deadLetterOrigin({ kind: "read_document", documentId: "d1" }, queues)).toBe("documents-to-read");
  });

  it("is the notifications queue for its jobs and for anything unreadable", () => {
    for (const body of [{ kind: "mail" }, { kind: "webhook", deliveryId: "d" }, null, "deadline", 7, { loads: [] }]) {
      expect(deadLetterOrigin(body, queues), JSON.stringify(body)).toBe("notifications");
    }
  });
});
