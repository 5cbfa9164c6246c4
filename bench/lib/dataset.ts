// The benchmark's synthetic load base: loads between real US places (the gazetteer), picked in
// proportion to population, so big metros are dense the way real freight is.
import { TRAILER_TYPES, type TrailerType } from "@truerate/domain/enums";
import { estimateDrivingMiles } from "@truerate/domain/geo";
import type { PlaceRow } from "../../workers/src/db/queries/places";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface BenchLoad {
  id: string;
  userId: string;
  brokerName: string;
  brokerEmail: string;
  brokerMcNumber: string;
  loadNumber: string;
  date: string;
  pickup: PlaceRow;
  delivery: PlaceRow;
  mileage: number;
  weight: number;
  rateCents: number;
  trueRateCents: number | null;
  trailerType: TrailerType;
  uploadedAt: number;
}

/** Picks places with probability proportional to population (binary search on the cumulative sum). */
export function populationSampler(places: readonly PlaceRow[], random: () => number): () => PlaceRow {
  const cumulative: number[] = [];
  let total = 0;
  for (const place of places) {
    total += Math.max(1, place.population);
    cumulative.push(total);
  }
  return () => {
    const target = random() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((cumulative[middle] as number) <= target) low = middle + 1;
      else high = middle;
    }
    return places[low] as PlaceRow;
  };
}

/** The loads' brokers, each with its MC: the identity checks of every search row read the registry by it (lib/registry.ts). */
export const BENCH_BROKERS = Array.from({ length: 40 }, (_, index) => ({
  name: `Bench Freight Brokerage ${index + 1} LLC`,
  email: `dispatch@bench-broker-${index + 1}.test`,
  mcNumber: `MC${9_100_001 + index}`,
}));

export function* generateLoads(options: {
  count: number;
  places: readonly PlaceRow[];
  carrierIds: readonly string[];
  random: () => number;
  now: number;
}): Generator<BenchLoad> {
  const { random } = options;
  const samplePlace = populationSampler(options.places, random);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
  for (let index = 0; index < options.count; index++) {
    const pickup = samplePlace();
    let delivery = samplePlace();
    while (delivery === pickup) delivery = samplePlace();
    const mileage = Math.max(
      1,
      estimateDrivingMiles(
        { lat: pickup.latitude, lng: pickup.longitude },
        { lat: delivery.latitude, lng: delivery.longitude },
      ),
    );
    const rateCents = 25_000 + Math.round((1.5 + random() * 1.5) * mileage * 100);
    const uploadedAt = options.now - Math.floor(random() * 365 * DAY_MS);
    const broker = pick(BENCH_BROKERS);
    yield {
      id: `bench-${String(index).padStart(7, "0")}`,
      userId: pick(options.carrierIds),
      brokerName: broker.name,
      brokerEmail: broker.email,
      brokerMcNumber: broker.mcNumber,
      loadNumber: `BENCH-${index}`,
      date: new Date(uploadedAt).toISOString().slice(0, 10),
      pickup,
      delivery,
      mileage,
      weight: 5_000 + Math.floor(random() * 40_000),
      rateCents,
      trueRateCents: random() < 0.15 ? Math.round(rateCents * (1.05 + random() * 0.35)) : null,
      trailerType: pick(TRAILER_TYPES),
      uploadedAt,
    };
  }
}
