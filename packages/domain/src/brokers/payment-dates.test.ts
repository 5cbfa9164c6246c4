import { describe, expect, it } from "vitest";
import { PAYMENT_DATE_MESSAGES as M, paymentDateErrors, paymentDatesInputSchema } from "./payment-dates";

const TODAY = "2026-11-27";
const base = { loadDate: "2026-11-01", invoicedOn: "2026-11-03", paidOn: "2026-11-20", notPaid: false };

describe("paymentDateErrors", () => {
  it("accepts a load invoiced after it moved and paid after the invoice", () => {
    expect(paymentDateErrors(base, TODAY)).toEqual({});
    expect(paymentDateErrors({ ...base, invoicedOn: "2026-11-01", paidOn: "2026-11-01" }, TODAY)).toEqual({});
    expect(paymentDateErrors({ ...base, paidOn: null, notPaid: true }, TODAY)).toEqual({});
    expect(paymentDateErrors({ ...base, invoicedOn: null, paidOn: null }, TODAY)).toEqual({});
  });

  it("refuses an invoice before the load's date or in the future", () => {
    expect(paymentDateErrors({ ...base, invoicedOn: "2026-10-31" }, TODAY)).toEqual({
      invoicedOn: [M.invoicedBeforeLoad],
    });
    expect(paymentDateErrors({ ...base, invoicedOn: "2026-11-28", paidOn: null }, TODAY)).toEqual({
      invoicedOn: [M.invoicedInFuture],
    });
  });

  it("refuses a payment before the invoice, in the future, or without an invoice", () => {
    expect(paymentDateErrors({ ...base, paidOn: "2026-11-02" }, TODAY)).toEqual({ paidOn: [M.paidBeforeInvoiced] });
    expect(paymentDateErrors({ ...base, paidOn: "2026-11-30" }, TODAY)).toEqual({ paidOn: [M.paidInFuture] });
    expect(paymentDateErrors({ ...base, invoicedOn: null }, TODAY)).toEqual({ paidOn: [M.paidWithoutInvoice] });
  });

  it("refuses paid and not paid at once, and not paid without an invoice", () => {
    expect(paymentDateErrors({ ...base, notPaid: true }, TODAY)).toEqual({ notPaid: [M.paidAndNotPaid] });
    expect(paymentDateErrors({ ...base, invoicedOn: null, paidOn: null, notPaid: true }, TODAY)).toEqual({
      notPaid: [M.notPaidWithoutInvoice],
    });
  });
});

describe("paymentDatesInputSchema", () => {
  it("reads form posts and JSON alike: blanks and null are no date, a ticked box is true", () => {
    expect(paymentDatesInputSchema.parse({ invoicedOn: "2026-11-03", paidOn: "", notPaid: "on" })).toEqual({
      invoicedOn: "2026-11-03",
      paidOn: undefined,
      notPaid: true,
    });
    expect(paymentDatesInputSchema.parse({ invoicedOn: "2026-11-03", paidOn: null, notPaid: false })).toEqual({
      invoicedOn: "2026-11-03",
      paidOn: undefined,
      notPaid: false,
    });
  });

  it("refuses what is not a calendar date, with the field's message", () => {
    const result = paymentDatesInputSchema.safeParse({ invoicedOn: "2026-02-30", paidOn: "11/20/2026" });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(messages).toEqual([
      ["invoicedOn", M.invoicedOn],
      ["paidOn", M.paidOn],
    ]);
  });
});
