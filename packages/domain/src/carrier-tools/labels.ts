// How a saved lane and a recent search read in lists and e-mails.
import { TRAILER_TYPE_LABELS as TRAILER_NAMES, type TrailerType } from "../enums";
import type { SearchRequest } from "../validation/search";
import { endForm, searchEndLabel, usesRadius } from "../validation/search-end-forms";

export interface LaneEnds {
  origin: { city: string; state: string };
  destination: { city: string; state: string };
  equipment: TrailerType;
}

/** "Dallas, TX → Atlanta, GA · Dry Van" */
export function laneLabel(lane: LaneEnds): string {
  const end = (place: { city: string; state: string }) => `${place.city}, ${place.state}`;
  return `${end(lane.origin)} → ${end(lane.destination)} · ${TRAILER_NAMES[lane.equipment]}`;
}

export interface SearchLabelInput extends LaneEnds {
  originRadius: number;
  destinationRadius: number;
  startDate?: string | undefined;
  endDate?: string | undefined;
}

/** The lane, the radii when not the default, and the dates when given: enough to tell searches apart. */
export function searchLabel(search: SearchLabelInput, defaultRadius: number): string {
  const end = (place: { city: string; state: string }) => `${place.city}, ${place.state}`;
  return labelParts(search, end(search.origin), end(search.destination), true, defaultRadius);
}

/**
 * A search of any form ("ZIP3 606 → TX · Dry Van"): a city-to-city one reads as searchLabel has
 * it; the radii are named only when a side uses one (a city or a ZIP code).
 */
export function searchRequestLabel(search: SearchRequest, defaultRadius: number): string {
  const radii = usesRadius(endForm(search.origin)) || usesRadius(endForm(search.destination));
  const input = {
    ...search,
    equipment: search.availableTypes[0] as TrailerType,
    origin: searchEndLabel(search.origin),
    destination: searchEndLabel(search.destination),
  };
  return labelParts(input, input.origin, input.destination, radii, defaultRadius);
}

function labelParts(
  search: Omit<SearchLabelInput, "origin" | "destination">,
  origin: string,
  destination: string,
  radii: boolean,
  defaultRadius: number,
): string {
  const parts = [`${origin} → ${destination} · ${TRAILER_NAMES[search.equipment]}`];
  if (radii && (search.originRadius !== defaultRadius || search.destinationRadius !== defaultRadius))
    parts.push(`${search.originRadius} / ${search.destinationRadius} mi`);
  if (search.startDate || search.endDate) parts.push(`${search.startDate ?? "…"} to ${search.endDate ?? "…"}`);
  return parts.join(" · ");
}

/** "$2.41/mi" */
export const perMile = (value: number) => `$${value.toFixed(2)}/mi`;
