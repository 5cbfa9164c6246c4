import { type APIRequestContext, expect } from "@playwright/test";

/** The lane every load of these tests runs on: two large cities the gazetteer lists first. */
export const LANE = {
  pickup: { city: "Dallas", state: "TX", lat: 32.78306, lng: -96.80667 },
  delivery: { city: "Atlanta", state: "GA", lat: 33.749, lng: -84.38798 },
} as const;

/** The pickup and delivery fields of a load on LANE, as POST /api/loads takes them. */
export const LANE_FIELDS = {
  pickupCity: LANE.pickup.city,
  pickupState: LANE.pickup.state,
  pickupLatitude: LANE.pickup.lat,
  pickupLongitude: LANE.pickup.lng,
  deliveryCity: LANE.delivery.city,
  deliveryState: LANE.delivery.state,
  deliveryLatitude: LANE.delivery.lat,
  deliveryLongitude: LANE.delivery.lng,
} as const;

/** Writes with the session cookie must name their origin (the API's CSRF check); a browser would. */
export function originHeader(baseURL: string | undefined): Record<string, string> {
  return { origin: new URL(baseURL ?? "").origin };
}

export interface LoadFields {
  loadNumber: string;
  rate: number;
  weight: number;
  trailerType: "dry_van" | "reefer" | "flatbed" | "power_only";
  /** Another broker than the default Other Lane Brokers (its name, e-mail and MC). */
  brokerName?: string;
  brokerEmail?: string;
  brokerMcNumber?: string;
}

/** The broker a load names, when a test needs another than the default one. */
export interface LoadBroker {
  brokerName: string;
  brokerEmail: string;
  brokerMcNumber: string;
}

/** Creates a load on the test lane through POST /api/loads, as the signed-in carrier. */
export async function createLoad(
  request: APIRequestContext,
  baseURL: string | undefined,
  load: LoadFields & Partial<LoadBroker>,
) {
  const response = await request.post("/api/loads", {
    headers: originHeader(baseURL),
    data: {
      brokerName: "Other Lane Brokers Inc",
      brokerEmail: "dispatch@otherlane.test",
      ...LANE_FIELDS,
      mileage: 865,
      ...load,
    },
  });
  expect(response.status(), `POST /api/loads: ${await response.text()}`).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** How many loads the API finds on the test lane for a trailer type: what the table must count. */
export async function countLaneLoads(request: APIRequestContext, baseURL: string | undefined, trailerType: string) {
  const place = (stop: (typeof LANE)["pickup" | "delivery"]) => ({
    address: `${stop.city}, ${stop.state}`,
    coordinates: { lat: stop.lat, lng: stop.lng },
  });
  const response = await request.post("/api/loads/search", {
    headers: originHeader(baseURL),
    data: {
      origin: place(LANE.pickup),
      destination: place(LANE.delivery),
      originRadius: 150,
      destinationRadius: 150,
      availableTypes: [trailerType],
    },
  });
  expect(response.status(), `POST /api/loads/search: ${await response.text()}`).toBe(200);
  return ((await response.json()) as unknown[]).length;
}
