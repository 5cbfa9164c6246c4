// A load's payment dates as the API answers them (the carrier's load views and the payment route).

export interface LoadPaymentColumns {
  invoicedOn: string | null;
  paidOn: string | null;
  notPaidReportedOn: string | null;
}

/** What the carrier recorded: the invoice and payment dates, and whether (since when) it reported the load not paid. */
export function loadPaymentView(load: LoadPaymentColumns) {
  return {
    invoicedOn: load.invoicedOn,
    paidOn: load.paidOn,
    notPaid: load.notPaidReportedOn !== null,
    notPaidReportedOn: load.notPaidReportedOn,
  };
}

export type LoadPaymentView = ReturnType<typeof loadPaymentView>;
