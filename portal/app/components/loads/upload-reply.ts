import type { LoadComplianceStatus } from "@truerate/domain/enums";
import type { FieldErrors } from "../../lib/forms/field-errors";
import type { ToastInput } from "../../lib/toast-queue";
import { LOAD_MESSAGES } from "./domain";

/**
 * The answer of /upload-load's action. A refusal's notice is shown in the form, beside the fields it
 * names, when it has field errors (a toast there would cover them); only a refusal of no field is a toast.
 */
export type UploadReply =
  | { ok: true; loadId: string; saved: SavedLoad; now: number; toast: ToastInput }
  | { ok: false; fields: FieldErrors; notice: ToastInput };

/** Whether a refusal names fields (its notice then belongs in the form, not in a toast). */
export function namesFields(fields: FieldErrors): boolean {
  return Object.values(fields).some((messages) => (messages?.length ?? 0) > 0);
}

/** Where a reply is told: a save and a refusal of no field as a toast, a refusal of fields in the form. */
export function replyNotices(reply: UploadReply | undefined): { toast?: ToastInput; inForm?: ToastInput } {
  if (!reply) return {};
  if (reply.ok) return { toast: reply.toast };
  return namesFields(reply.fields) ? { inForm: reply.notice } : { toast: reply.notice };
}

export type BrokerRegistrationStatus = "registered" | "unregistered";

/** What the page says about the load it just saved, above a fresh form. */
export interface SavedLoad {
  loadNumber: string;
  brokerName: string;
  deadlineAt: string;
  complianceStatus: LoadComplianceStatus;
}

/** "Title: description" messages of docs/product.md become a toast's two lines. */
export function splitMessage(message: string): ToastInput {
  const colon = message.indexOf(": ");
  if (colon < 0) return { title: message };
  return { title: message.slice(0, colon), description: message.slice(colon + 2) };
}

/** docs/product.md#load-board-validation-rules: the pickup and delivery city and state come only from chosen suggestions. */
export function hasChosenLocations(values: FormValues): boolean {
  return ["pickupCity", "pickupState", "deliveryCity", "deliveryState"].every((name) => filled(values[name]));
}

/** A form's values as an action read them: text, or a list for a repeated name. */
type FormValues = Record<string, string | readonly string[] | undefined>;

const filled = (value: FormValues[string]) => typeof value === "string" && value.trim() !== "";

/**
 * The field errors of a form whose locations were not chosen: every other field's own messages from
 * the load schema, and under each unchosen location what to do, so an empty form marks every field
 * and not only the toast.
 */
export function locationFieldErrors(values: FormValues, schemaFields: FieldErrors): FieldErrors {
  const fields: FieldErrors = { ...schemaFields };
  for (const side of ["pickup", "delivery"] as const) {
    delete fields[`${side}City`];
    delete fields[`${side}State`];
    if (!filled(values[`${side}City`]) || !filled(values[`${side}State`]))
      fields[`${side}City`] = [`Select the ${side} location from the suggestions`];
  }
  return fields;
}

export function locationErrorToast(): ToastInput {
  return { ...splitMessage(LOAD_MESSAGES.locationError), variant: "destructive" };
}

/** docs/product.md#load-board-validation-rules: every message of the schema check, joined by commas, under 'Validation Error'. */
export function validationErrorToast(messages: readonly string[]): ToastInput {
  return {
    title: LOAD_MESSAGES.validationErrorTitle,
    description: [...new Set(messages)].join(", "),
    variant: "destructive",
  };
}

/** docs/product.md#load-board-error-catalogue: 'Error' with the server's text, or 'Failed to create load' when it gave none. */
export function createFailedToast(serverText: string | undefined): ToastInput {
  return { title: "Error", description: serverText?.trim() || LOAD_MESSAGES.createFailed, variant: "destructive" };
}

/**
 * docs/product.md#load-board-states-and-transitions: the saved load's broker registration status is
 * reported, and when the load is held for an administrator's review, why (it is stored, not counted).
 */
export function loadCreatedToast(
  status: BrokerRegistrationStatus,
  linkedDocuments = 0,
  review: { status: string; message: string | null } = { status: "counted", message: null },
): ToastInput {
  const broker =
    status === "registered"
      ? "Broker status: registered on TrueRate. Their documents are due within 48 hours."
      : "Broker status: not registered on TrueRate.";
  const linked =
    linkedDocuments > 0 ? ` ${linkedDocuments} document${linkedDocuments === 1 ? "" : "s"} linked to this load.` : "";
  const held = review.status === "quarantined" && review.message ? ` ${review.message}.` : "";
  return { title: "Load uploaded successfully", description: `${broker}${linked}${held}` };
}
