import type { DocumentFields, ReadField } from "@truerate/domain/documents/reading/types";
import { describe, expect, it } from "vitest";
import { evidenceStanding, judgeEvidence } from "./compare";

const read = <Value>(value: Value, quote: string): ReadField<Value> => ({ value, confidence: 0.9, quote, page: 1 });
const stop = { city: null, state: null, date: null };
const fields = (change: Partial<DocumentFields>): DocumentFields => ({
  loadNumber: null,
  brokerName: null,
  brokerMcNumber: null,
  carrierName: null,
  carrierMcNumber: null,
  pickup: stop,
  delivery: stop,
  linehaul: null,
  fuelSurcharge: null,
  accessorials: [],
  total: null,
  paymentTerms: null,
  ...change,
});

const load = { loadNumber: "TR-4242", brokerName: "Acme Freight LLC", rateCents: 245_000 };
const rateConfirmation = (total: number) => ({
  documentId: "rc",
  kind: "rateConfirmation" as const,
  fields: fields({
    loadNumber: read("tr 4242", "Load # tr 4242"),
    brokerName: read("ACME FREIGHT INC.", "ACME FREIGHT INC."),
    total: read(total, `Total $${total}`),
  }),
});
const invoice = (total: number) => ({
  documentId: "inv",
  kind: "invoice" as const,
  fields: fields({ loadNumber: read("TR-4242", "Ref TR-4242"), total: read(total, `Amount due $${total}`) }),
});

describe("judgeEvidence", () => {
  it("agrees on every fact when the load, the record and the documents state the same", () => {
    const judgement = judgeEvidence(load, { compensationCents: 310_000, carrierPaidCents: 245_000 }, [
      rateConfirmation(2450),
      invoice(3100),
    ]);
    expect(judgement.comparisons.map((item) => [item.fact, item.agrees, item.disagrees])).toEqual([
      ["carrierPay", true, false],
      ["shipperCharge", true, false],
      ["loadNumber", true, false],
      ["broker", true, false], // the invoice does not state the broker: not counted against it
    ]);
    expect(judgement.suggestedTrueRate).toEqual({
      amount: 3100,
      sources: ["record", "invoice"],
      documentIds: ["inv"],
      corroborated: true,
    });
    expect(evidenceStanding(judgement)).toBe("agrees");
    const broker = judgement.comparisons.find((item) => item.fact === "broker");
    expect(broker?.values.map((item) => [item.source, item.value])).toEqual([
      ["load", "Acme Freight LLC"],
      ["rateConfirmation", "ACME FREIGHT INC."],
      ["invoice", null],
    ]);
  });

  it("marks the value that differs, with its quote and document", () => {
    const judgement = judgeEvidence(load, null, [rateConfirmation(2400)]);
    const carrierPay = judgement.comparisons.find((item) => item.fact === "carrierPay");
    expect(carrierPay?.disagrees).toBe(true);
    expect(carrierPay?.values).toEqual([
      { source: "load", value: 2450, agreesWithReference: true },
      {
        source: "rateConfirmation",
        documentId: "rc",
        value: 2400,
        quote: "Total $2400",
        page: 1,
        agreesWithReference: false,
      },
    ]);
  });

  it("suggests the amount most sources state, the record's on a tie, and nothing without one", () => {
    const tie = judgeEvidence(load, { compensationCents: 300_000, carrierPaidCents: null }, [invoice(3100)]);
    expect(tie.suggestedTrueRate).toMatchObject({ amount: 3000, sources: ["record"], corroborated: false });
    const none = judgeEvidence(load, null, [rateConfirmation(2450)]);
    expect(none.suggestedTrueRate).toBeNull();
    const shipperCharge = none.comparisons.find((item) => item.fact === "shipperCharge");
    expect(shipperCharge).toMatchObject({ values: [], agrees: false, disagrees: false });
  });

  it("orders standings: all agree, some agree, none agree", () => {
    expect(evidenceStanding({ agreeing: 3, disagreeing: 0 })).toBe("agrees");
    expect(evidenceStanding({ agreeing: 1, disagreeing: 2 })).toBe("partial");
    expect(evidenceStanding({ agreeing: 0, disagreeing: 2 })).toBe("disagrees");
    expect(evidenceStanding({ agreeing: 0, disagreeing: 0 })).toBe("disagrees");
  });
});
