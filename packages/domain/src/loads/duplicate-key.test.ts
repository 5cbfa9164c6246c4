import { describe, expect, it } from "vitest";
import { DUPLICATE_WINDOW_MS, duplicateKey } from "./duplicate-key";

const base = {
  userId: "u1",
  loadNumber: "LD-1",
  brokerEmail: "ops@broker.test",
  uploadedAt: Date.UTC(2026, 10, 23, 15),
};

describe("duplicateKey", () => {
  it("is the same for the same carrier, load number and broker on the same day", () => {
    const later = {
      ...base,
      loadNumber: " ld-1 ",
      brokerEmail: "OPS@Broker.test",
      uploadedAt: base.uploadedAt + 3600_000,
    };
    expect(duplicateKey(later)).toBe(duplicateKey(base));
  });

  it("differs for another carrier, load number, broker or day", () => {
    const key = duplicateKey(base);
    expect(duplicateKey({ ...base, userId: "u2" })).not.toBe(key);
    expect(duplicateKey({ ...base, loadNumber: "LD-2" })).not.toBe(key);
    expect(duplicateKey({ ...base, brokerEmail: "other@broker.test" })).not.toBe(key);
    expect(duplicateKey({ ...base, uploadedAt: base.uploadedAt + DUPLICATE_WINDOW_MS })).not.toBe(key);
  });
});
