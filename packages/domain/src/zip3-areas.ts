// A place's three-digit ZIP area (ZIP3): the area most of the ZIP codes named for it share, or,
// for a place no ZIP code is named for, the area of the nearest ZIP code in its state. The market
// areas lane lookups widen to between the radius and the state. Pure: the seed assigns them to the
// gazetteer once, from the offline ZIP table.
import { type Coordinates, haversineTerm } from "./geo";

export interface ZipPoint {
  zip: string;
  state: string;
  /** The city the ZIP code is named for, when known. */
  city?: string;
  latitude: number;
  longitude: number;
}

/** The ZIP3 area of a five-digit ZIP code. */
export const zip3Of = (zip: string) => zip.slice(0, 3);

/** Grid cells of one degree: the nearest ZIP of a US place is almost always in its cell or the next ring. */
const cellOf = (lat: number, lng: number) => `${Math.floor(lat)}|${Math.floor(lng)}`;

/**
 * Finds the nearest ZIP code of a state to a point. ZIPs are bucketed by one-degree cells; the
 * search widens ring by ring until a ring is farther than the best found (a degree of latitude is
 * 69 miles, so a ring beyond the best distance cannot hold a nearer one).
 */
export function nearestZipFinder(zips: readonly ZipPoint[]) {
  const cells = new Map<string, ZipPoint[]>();
  for (const zip of zips) {
    const key = `${zip.state}|${cellOf(zip.latitude, zip.longitude)}`;
    const cell = cells.get(key);
    if (cell) cell.push(zip);
    else cells.set(key, [zip]);
  }
  const states = new Set(zips.map((zip) => zip.state));
  const MAX_RINGS = 12;
  return (point: Coordinates, state: string): ZipPoint | null => {
    if (!states.has(state)) return null;
    const lat = Math.floor(point.lat);
    const lng = Math.floor(point.lng);
    let best = null as { zip: ZipPoint; term: number } | null;
    for (let ring = 0; ring <= MAX_RINGS; ring++) {
      for (let dLat = -ring; dLat <= ring; dLat++) {
        for (let dLng = -ring; dLng <= ring; dLng++) {
          if (Math.max(Math.abs(dLat), Math.abs(dLng)) !== ring) continue;
          for (const zip of cells.get(`${state}|${lat + dLat}|${lng + dLng}`) ?? []) {
            const term = haversineTerm(point, { lat: zip.latitude, lng: zip.longitude });
            if (!best || term < best.term || (term === best.term && zip.zip < best.zip.zip)) best = { zip, term };
          }
        }
      }
      // The next ring is at least `ring` degrees of latitude or longitude away, and a degree of
      // longitude shrinks with cos(latitude): stop once the best is nearer than that edge.
      if (best && degreesOf(best.term) < ring * Math.cos(((Math.abs(point.lat) + ring + 1) * Math.PI) / 180)) break;
    }
    return best?.zip ?? null;
  };
}

/** The great-circle angle of a haversine term, in degrees (an upper bound of its Δlat). */
const degreesOf = (term: number) => (2 * Math.asin(Math.sqrt(Math.min(1, term))) * 180) / Math.PI;

const nameKey = (city: string, state: string) => `${city.trim().toLowerCase()}|${state}`;

/**
 * The area most ZIP codes named for each city share, the lowest on a tie: a city's own post office
 * boxes and unique codes (Chicago's 602xx) are fewer than its delivery codes (606xx).
 */
function namedAreas(zips: readonly ZipPoint[]): Map<string, string> {
  const counts = new Map<string, Map<string, number>>();
  for (const zip of zips) {
    if (!zip.city) continue;
    const key = nameKey(zip.city, zip.state);
    const areas = counts.get(key) ?? new Map<string, number>();
    areas.set(zip3Of(zip.zip), (areas.get(zip3Of(zip.zip)) ?? 0) + 1);
    counts.set(key, areas);
  }
  const chosen = new Map<string, string>();
  for (const [key, areas] of counts) {
    const [area] = [...areas].sort(([a, m], [b, n]) => n - m || a.localeCompare(b))[0] ?? [];
    if (area) chosen.set(key, area);
  }
  return chosen;
}

/** Each place's ZIP3 area, or null when its state has no ZIP code in the table. */
export function zip3Areas<P extends { city: string; state: string; latitude: number; longitude: number }>(
  places: readonly P[],
  zips: readonly ZipPoint[],
): (P & { zip3: string | null })[] {
  const named = namedAreas(zips);
  const nearest = nearestZipFinder(zips);
  return places.map((place) => {
    const own = named.get(nameKey(place.city, place.state));
    if (own) return { ...place, zip3: own };
    const zip = nearest({ lat: place.latitude, lng: place.longitude }, place.state);
    return { ...place, zip3: zip ? zip3Of(zip.zip) : null };
  });
}
