import type { components } from "@truerate/sdk";
import { LOAD_MESSAGES } from "../../components/loads/domain";
import { failureToast, type ToastReply } from "../../lib/forms/action-reply";
import { failed, type Result, succeeded } from "../../lib/result";

type CarrierLoad = components["schemas"]["OwnLoad"];

/** What My Shipments shows of each of the carrier's loads (GET /api/loads/my-loads). */
const SHIPMENT_FIELDS = [
  "id",
  "loadNumber",
  "brokerName",
  "date",
  "pickupCity",
  "pickupState",
  "deliveryCity",
  "deliveryState",
  "trailerType",
  "mileage",
  "weight",
  "rate",
  "uploadedAt",
  "review",
] as const satisfies readonly (keyof CarrierLoad)[];

export type Shipment = Pick<CarrierLoad, (typeof SHIPMENT_FIELDS)[number]>;

/** The error catalogue of docs/product.md#load-board-error-catalogue for My Shipments, as "title: description". */
export const SHIPMENTS_MESSAGES = {
  notJson: "Authentication error: Please refresh the page and try again",
  signedOut: "Please log in: You need to be logged in to view your loads",
  failed: "Failed to load your shipments: Please try again later",
} as const;

/**
 * Reads the answer of GET /api/loads/my-loads (docs/product.md#load-board-error-catalogue): 401 asks to log in; anything else
 * failing is 'Failed to load your shipments'. Only the fields the page shows go to the browser.
 */
export function shipmentsResult(status: number, loads: readonly CarrierLoad[] | undefined): Result<Shipment[]> {
  if (status === 401) return failed(SHIPMENTS_MESSAGES.signedOut);
  if (!loads) return failed(SHIPMENTS_MESSAGES.failed);
  const shipments = loads.map(
    (load) => Object.fromEntries(SHIPMENT_FIELDS.map((field) => [field, load[field]])) as Shipment,
  );
  return succeeded(shipments);
}

/** `reason`: the API's own message when it refused for a reason the carrier can act on (evidence, 409). */
export function deleteReply(ok: boolean, reason?: string): ToastReply {
  if (ok) return { ok, toast: { title: LOAD_MESSAGES.deleted } };
  return {
    ok,
    toast: failureToast(LOAD_MESSAGES.deleteFailed, reason),
  };
}
