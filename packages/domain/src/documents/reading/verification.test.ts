import { describe, expect, it } from "vitest";
import { emptyFields } from "./fields/read-fields";
import type { DocumentFields, ReadField } from "./types";
import { verifyReading } from "./verification";

const field = <Value>(value: Value, quote = String(value)): ReadField<Value> => ({
  value,
  confidence: 0.9,
  quote,
  page: 1,
});
const fields = (overrides: Partial<DocumentFields>): DocumentFields => ({ ...emptyFields(), ...overrides });
const load = { loadNumber: "TR-4242", rateCents: 245_000, brokerName: "Acme Freight Brokerage, LLC" };

describe("verification from a reading", () => {
  it("is verified when the number, the carrier pay and the broker all agree, formatting aside", () => {
    const reading = fields({
      loadNumber: field("tr 4242"),
      total: field(2450),
      brokerName: field("ACME FREIGHT BROKERAGE INC."),
    });
    const result = verifyReading(reading, load);
    expect(result.verificationStatus, JSON.stringify(result)).toBe("verified");
    expect(result.verificationConfidence).toBe(100);
    expect(result.checks.every((item) => item.agrees)).toBe(true);
  });

  it("is partial when the pay differs, and says both amounts", () => {
    const reading = fields({
      loadNumber: field("TR-4242"),
      total: field(2400),
      brokerName: field("Acme Freight Brokerage"),
    });
    const result = verifyReading(reading, load);
    expect(result.verificationStatus).toBe("partial");
    expect(result.verificationConfidence).toBe(65);
    const pay = result.checks.find((item) => item.field === "total");
    expect(pay).toMatchObject({ agrees: false, read: "$2,400.00", expected: "$2,450.00" });
    expect(pay?.message).toBe("The carrier pay on the document ($2,400.00) differs from the load's ($2,450.00).");
  });

  it("says what the document does not state", () => {
    const result = verifyReading(fields({ loadNumber: field("TR-4242") }), load);
    expect(result.verificationStatus).toBe("partial");
    expect(result.checks.find((item) => item.field === "brokerName")?.message).toBe(
      "The document does not state the broker.",
    );
  });

  it("takes the load number and the broker from the text when no field names them, never the pay", () => {
    const text = "ACME FREIGHT BROKERAGE LLC\nLoad TR-4242\nWe pay $2,450.00";
    const result = verifyReading(fields({}), load, text);
    expect(result.checks.map((item) => [item.field, item.agrees])).toEqual([
      ["loadNumber", true],
      ["total", false],
      ["brokerName", true],
    ]);
    expect(result.verificationStatus).toBe("partial");
  });

  it("is unverified with nothing read, and does not take another company or another number", () => {
    expect(verifyReading(null, load).verificationStatus).toBe("unverified");
    const other = fields({ loadNumber: field("TR-42421"), brokerName: field("Acme Freightways"), total: field(24.5) });
    const result = verifyReading(other, load);
    expect(result.verificationStatus).toBe("unverified");
    expect(result.verificationConfidence).toBe(0);
  });
});
