// The search requests the benchmark sends: lanes between places picked by population (searches
// follow freight), half at the default 150-mile radius, and one request in five with a date range.
import { TRAILER_TYPES } from "@truerate/domain/enums";
import type { PlaceRow } from "../../workers/src/db/queries/places";
import { populationSampler } from "./dataset";

const place = (row: PlaceRow) => ({
  address: `${row.city}, ${row.state}`,
  formattedAddress: `${row.city}, ${row.state}, USA`,
  coordinates: { lat: row.latitude, lng: row.longitude },
});

export type SearchBody = ReturnType<typeof searchBodies>[number];

export function searchBodies(places: readonly PlaceRow[], count: number, random: () => number, now: number) {
  const sample = populationSampler(places, random);
  const radius = () => (random() < 0.5 ? 150 : 25 + Math.floor(random() * 126));
  const day = (daysAgo: number) => new Date(now - daysAgo * 86_400_000).toISOString().slice(0, 10);
  return Array.from({ length: count }, () => {
    const withDates = random() < 0.2;
    const from = Math.floor(random() * 300);
    return {
      origin: place(sample()),
      destination: place(sample()),
      originRadius: radius(),
      destinationRadius: radius(),
      availableTypes: [TRAILER_TYPES[Math.floor(random() * TRAILER_TYPES.length)] as string],
      ...(withDates ? { startDate: day(from + 60), endDate: day(from) } : {}),
    };
  });
}
