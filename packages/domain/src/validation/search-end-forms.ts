// How each side of a load search was asked, and what follows from it, without the schemas that
// check it (search-end.ts): the search form and the lists of recent searches use these, and zod
// (26 KB gzip) stays out of the signed-in home's first scripts.
import type { AskedArea } from "../rates/escalation";
import type { SearchPlace } from "./search-place";

/** How a side was asked; a city and a ZIP code are searched within the radius around their point. */
export const SEARCH_END_FORMS = ["city", "zip", "zip3", "state"] as const;
export type SearchEndForm = (typeof SEARCH_END_FORMS)[number];

/**
 * A side asked as a ZIP code, a ZIP3 area or a state, or as a city and state named as the partner
 * lookups name a lane end (its point read from the place table, like a ZIP code's); a chosen city
 * keeps the place shape of docs/product.md.
 */
export type SearchAreaEnd =
  | { form: "zip"; zip: string }
  | { form: "zip3"; zip3: string }
  | { form: "state"; state: string }
  | { form: "city"; city: string; state: string };
export type SearchEnd = SearchPlace | SearchAreaEnd;

const has = (value: object, key: string) => Object.hasOwn(value, key);

/** The form a posted side takes, read from its keys; anything else is judged as docs/product.md's city. */
export function askedForm(value: unknown): SearchEndForm {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return "city";
  if (has(value, "zip3")) return "zip3";
  if (has(value, "zip")) return "zip";
  if (has(value, "state") && !has(value, "city") && !has(value, "address") && !has(value, "coordinates"))
    return "state";
  return "city";
}

/** A city side named by `city` and `state` (the partner lookups' lane end), not chosen from the autocomplete. */
export const isNamedCity = (value: unknown): boolean =>
  typeof value === "object" && value !== null && has(value, "city") && !has(value, "address");

/** The form of a side as read. */
export const endForm = (end: SearchEnd): SearchEndForm => ("form" in end ? end.form : "city");

/** The side's point-and-radius search, when it has one: a city now, a ZIP code once resolved. */
export const isCityEnd = (end: SearchEnd): end is SearchPlace => !("form" in end);

/** How a side reads where the search is named: "Dallas, TX", "ZIP 75201", "ZIP3 752" or "TX". */
export function searchEndLabel(end: SearchEnd): string {
  if (isCityEnd(end)) return end.address;
  if (end.form === "city") return `${end.city}, ${end.state}`;
  if (end.form === "zip") return `ZIP ${end.zip}`;
  if (end.form === "zip3") return `ZIP3 ${end.zip3}`;
  return end.state;
}

/** Whether a side's radius is used: a city's and a ZIP code's, never an area's. */
export const usesRadius = (form: SearchEndForm) => form === "city" || form === "zip";

/**
 * The narrowest area lane figures can follow a search at: a city or a ZIP names a city, a ZIP3
 * area its area, a state its state; the wider side decides (lane figures take one area).
 */
export function askedAreaOfSearch(...forms: SearchEndForm[]): AskedArea {
  if (forms.includes("state")) return "state";
  return forms.includes("zip3") ? "zip3" : "city";
}
