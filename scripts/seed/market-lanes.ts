import { estimateDrivingMiles } from "@truerate/domain/geo";

/**
 * Real US freight lanes for the demo market: the metros with their city-centre coordinates, and
 * the lanes between them with a typical dry-van rate per mile. Numbers are believable, not quotes.
 */
export interface MarketCity {
  city: string;
  state: string;
  lat: number;
  lng: number;
}

const CITIES = {
  dallas: { city: "Dallas", state: "TX", lat: 32.7767, lng: -96.797 },
  chicago: { city: "Chicago", state: "IL", lat: 41.8781, lng: -87.6298 },
  atlanta: { city: "Atlanta", state: "GA", lat: 33.749, lng: -84.388 },
  losAngeles: { city: "Los Angeles", state: "CA", lat: 34.0522, lng: -118.2437 },
  houston: { city: "Houston", state: "TX", lat: 29.7604, lng: -95.3698 },
  memphis: { city: "Memphis", state: "TN", lat: 35.1495, lng: -90.049 },
  denver: { city: "Denver", state: "CO", lat: 39.7392, lng: -104.9903 },
  columbus: { city: "Columbus", state: "OH", lat: 39.9612, lng: -82.9988 },
  phoenix: { city: "Phoenix", state: "AZ", lat: 33.4484, lng: -112.074 },
  laredo: { city: "Laredo", state: "TX", lat: 27.5036, lng: -99.5076 },
  newark: { city: "Newark", state: "NJ", lat: 40.7357, lng: -74.1724 },
  seattle: { city: "Seattle", state: "WA", lat: 47.6062, lng: -122.3321 },
  kansasCity: { city: "Kansas City", state: "MO", lat: 39.0997, lng: -94.5786 },
  indianapolis: { city: "Indianapolis", state: "IN", lat: 39.7684, lng: -86.1581 },
  charlotte: { city: "Charlotte", state: "NC", lat: 35.2271, lng: -80.8431 },
  jacksonville: { city: "Jacksonville", state: "FL", lat: 30.3322, lng: -81.6557 },
} satisfies Record<string, MarketCity>;

export interface MarketLane {
  from: MarketCity;
  to: MarketCity;
  /** Typical dry-van linehaul, dollars per mile. */
  ratePerMile: number;
  /** How many of the market's loads run this lane, relative to the others. */
  weight: number;
}

const lane = (from: keyof typeof CITIES, to: keyof typeof CITIES, ratePerMile: number, weight = 1): MarketLane => ({
  from: CITIES[from],
  to: CITIES[to],
  ratePerMile,
  weight,
});

export const MARKET_LANES: MarketLane[] = [
  lane("dallas", "chicago", 2.35, 4),
  lane("chicago", "dallas", 1.95, 3),
  lane("dallas", "atlanta", 2.2, 2),
  lane("atlanta", "dallas", 1.85, 2),
  lane("losAngeles", "dallas", 2.05, 3),
  lane("dallas", "losAngeles", 1.7, 2),
  lane("houston", "chicago", 2.3, 2),
  lane("laredo", "chicago", 2.45, 2),
  lane("laredo", "dallas", 2.6, 2),
  lane("chicago", "atlanta", 2.5, 2),
  lane("atlanta", "chicago", 2.05, 2),
  lane("memphis", "columbus", 2.4, 1),
  lane("columbus", "newark", 2.75, 1),
  lane("newark", "charlotte", 2.35, 1),
  lane("charlotte", "jacksonville", 2.55, 1),
  lane("jacksonville", "atlanta", 2.6, 1),
  lane("denver", "phoenix", 2.1, 1),
  lane("phoenix", "losAngeles", 2.4, 2),
  lane("seattle", "losAngeles", 2.25, 1),
  lane("kansasCity", "indianapolis", 2.5, 1),
  lane("indianapolis", "dallas", 2.0, 1),
  lane("houston", "atlanta", 2.4, 1),
];

/** Trailer types and how they price against dry van. */
export const TRAILER_MIX = [
  { trailerType: "dry_van", share: 0.55, factor: 1 },
  { trailerType: "reefer", share: 0.25, factor: 1.18 },
  { trailerType: "flatbed", share: 0.15, factor: 1.25 },
  { trailerType: "power_only", share: 0.05, factor: 0.85 },
] as const;

/** The lane's miles as the product estimates them offline (great circle × the road factor). */
export function laneMiles(from: MarketCity, to: MarketCity): number {
  return Math.round(estimateDrivingMiles(from, to));
}
