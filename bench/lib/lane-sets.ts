// The lanes the benchmarks ask: city to city, both ends drawn by population (as the loads are),
// a random equipment and a timeframe of 30 days or more; sets of them, one request each.
import type { TrailerType } from "@truerate/domain/enums";
import { RATE_TIMEFRAMES, type RateTimeframe } from "@truerate/domain/partners/vocabulary";
import type { PlaceRow } from "../../workers/src/db/queries/places";
import { populationSampler } from "./dataset";

export interface BenchLane {
  origin: { city: string; state: string };
  destination: { city: string; state: string };
  equipment: TrailerType;
  timeframeDays: RateTimeframe;
}

const EQUIPMENT = ["dry_van", "reefer", "flatbed", "power_only"] as const;
const TIMEFRAMES = RATE_TIMEFRAMES.filter((days) => days >= 30);

export function laneSets(options: {
  places: readonly PlaceRow[];
  sets: number;
  lanes: number;
  random: () => number;
}): BenchLane[][] {
  const { random } = options;
  const sample = populationSampler(options.places, random);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
  return Array.from({ length: options.sets }, () =>
    Array.from({ length: options.lanes }, () => {
      const origin = sample();
      let destination = sample();
      while (destination === origin) destination = sample();
      return {
        origin: { city: origin.city, state: origin.state },
        destination: { city: destination.city, state: destination.state },
        equipment: pick(EQUIPMENT),
        timeframeDays: pick(TIMEFRAMES),
      };
    }),
  );
}
