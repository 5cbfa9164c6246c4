import type { components } from "@truerate/sdk";

export type LoadPayment = components["schemas"]["LoadPayment"];

/** The intent of the load page's payment form (the page's other form is the admin's true rate). */
export const PAYMENT_INTENT = "payment";

/** A payment save's answer: the stored dates, or the messages per field (or for the whole form). */
export type PaymentReply =
  | { ok: true; payment: LoadPayment; message: string }
  | { ok: false; fields: Record<string, string[]>; message?: string };
