import type { components } from "@truerate/sdk";
import type { SavedReply } from "../../lib/forms/action-reply";

export type LoadPayment = components["schemas"]["LoadPayment"];

/** The intent of the load page's payment form (the page's other form is the admin's true rate). */
export const PAYMENT_INTENT = "payment";

/** A payment save's answer: the stored dates, or the messages per field (or for the whole form). */
export type PaymentReply = SavedReply<LoadPayment>;
