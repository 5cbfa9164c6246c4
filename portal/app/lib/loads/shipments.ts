import { z } from "zod";
import type { ToastInput } from "../toast-queue";
import { LOAD_MESSAGES, TRAILER_TYPES } from "./domain";

/** One of the carrier's loads as GET /api/loads/my-loads answers it: what My Shipments shows. */
export const shipmentSchema = z.object({
  id: z.string(),
  loadNumber: z.string(),
  brokerName: z.string(),
  date: z.string(),
  pickupCity: z.string(),
  pickupState: z.string(),
  deliveryCity: z.string(),
  deliveryState: z.string(),
  trailerType: z.enum(TRAILER_TYPES),
  mileage: z.number(),
  weight: z.number(),
  rate: z.number(),
  uploadedAt: z.string(),
});

export type Shipment = z.infer<typeof shipmentSchema>;

/** The error catalogue of the load-board spec's error catalogue for My Shipments, as "title: description". */
export const SHIPMENTS_MESSAGES = {
  notJson: "Authentication error: Please refresh the page and try again",
  signedOut: "Please log in: You need to be logged in to view your loads",
  failed: "Failed to load your shipments: Please try again later",
} as const;

export type ShipmentsResult = { ok: true; shipments: Shipment[] } | { ok: false; message: string };

/**
 * Reads the answer of GET /api/loads/my-loads (the load-board spec's error catalogue): 401 asks to log in; a reply that is
 * not JSON (a sign-in page served instead) is an authentication error; anything else failing,
 * the body included, is 'Failed to load your shipments'.
 */
export function shipmentsResult(status: number, contentType: string | null, body: unknown): ShipmentsResult {
  if (status === 401) return { ok: false, message: SHIPMENTS_MESSAGES.signedOut };
  if (status < 200 || status >= 300) return { ok: false, message: SHIPMENTS_MESSAGES.failed };
  if (!contentType?.toLowerCase().includes("json")) return { ok: false, message: SHIPMENTS_MESSAGES.notJson };
  const parsed = z.array(shipmentSchema).safeParse(body);
  return parsed.success ? { ok: true, shipments: parsed.data } : { ok: false, message: SHIPMENTS_MESSAGES.failed };
}

/** The answer of the shipments page's delete action. */
export interface DeleteReply {
  ok: boolean;
  toast: ToastInput;
}

export function deleteReply(ok: boolean): DeleteReply {
  return ok
    ? { ok, toast: { title: LOAD_MESSAGES.deleted } }
    : { ok, toast: { title: LOAD_MESSAGES.deleteFailed, variant: "destructive" } };
}
