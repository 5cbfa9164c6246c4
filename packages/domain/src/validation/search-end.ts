// One side of a load search: a city chosen from the autocomplete (the specification's search, kept
// exactly), or, as the partner API's lane ends allow, a ZIP code, a three-digit ZIP area or a state.
import { z } from "zod";
import { isUsStateCode } from "../geo-us-states";
import { LANE_END_MESSAGES } from "./lane-end-messages";
import { type SearchPlace, searchPlaceSchema } from "./search-place";

/** How a side was asked; a city and a ZIP code are searched within the radius around their point. */
export const SEARCH_END_FORMS = ["city", "zip", "zip3", "state"] as const;
export type SearchEndForm = (typeof SEARCH_END_FORMS)[number];

/** A side asked as a ZIP code, a ZIP3 area or a state; a city keeps the place shape of the specification. */
export type SearchAreaEnd =
  | { form: "zip"; zip: string }
  | { form: "zip3"; zip3: string }
  | { form: "state"; state: string };
export type SearchEnd = SearchPlace | SearchAreaEnd;

/** The API document's name for a side (workers/src/schemas/openapi.ts `DOCUMENTED_AS` reads this key). */
export const SEARCH_END_COMPONENT = "LoadSearchEnd";

const digits = (count: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(new RegExp(`^\\d{${count}}$`), { error: message });

const AREA_SCHEMAS = {
  zip: z
    .strictObject({ zip: digits(5, LANE_END_MESSAGES.zipFormat) }, { error: LANE_END_MESSAGES.oneForm })
    .transform(({ zip }): SearchAreaEnd => ({ form: "zip", zip })),
  zip3: z
    .strictObject({ zip3: digits(3, LANE_END_MESSAGES.zip3Format) }, { error: LANE_END_MESSAGES.oneForm })
    .transform(({ zip3 }): SearchAreaEnd => ({ form: "zip3", zip3 })),
  state: z
    .strictObject(
      {
        state: z
          .string({ error: LANE_END_MESSAGES.stateCode })
          .trim()
          .transform((value) => value.toUpperCase())
          .refine(isUsStateCode, { error: LANE_END_MESSAGES.stateCode }),
      },
      { error: LANE_END_MESSAGES.oneForm },
    )
    .transform(({ state }): SearchAreaEnd => ({ form: "state", state })),
} as const;

const has = (value: object, key: string) => Object.hasOwn(value, key);

/** The form a posted side takes, read from its keys; anything else is judged as the specification's city. */
export function askedForm(value: unknown): SearchEndForm {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return "city";
  if (has(value, "zip3")) return "zip3";
  if (has(value, "zip")) return "zip";
  if (has(value, "state") && !has(value, "address") && !has(value, "coordinates")) return "state";
  return "city";
}

/** The form of a side as read. */
export const endForm = (end: SearchEnd): SearchEndForm => ("form" in end ? end.form : "city");

/** The side's point-and-radius search, when it has one: a city now, a ZIP code once resolved. */
export const isCityEnd = (end: SearchEnd): end is SearchPlace => !("form" in end);

/**
 * Each form is checked by its own schema, so its messages stay its own (the city's are the
 * specification's); a mixed object (`{ zip, state }`) answers that one form is wanted.
 */
export function searchEndSchema(requiredMessage: string) {
  const city = searchPlaceSchema(requiredMessage);
  return z.unknown().transform((value, context): SearchEnd => {
    const form = askedForm(value);
    const result = form === "city" ? city.safeParse(value) : AREA_SCHEMAS[form].safeParse(value);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      const message = issue.code === "unrecognized_keys" ? LANE_END_MESSAGES.oneForm : issue.message;
      const path = issue.code === "unrecognized_keys" ? [form] : issue.path;
      context.addIssue({ code: "custom", message, path });
    }
    return z.NEVER;
  });
}

/** How a side reads where the search is named: "Dallas, TX", "ZIP 75201", "ZIP3 752" or "TX". */
export function searchEndLabel(end: SearchEnd): string {
  if (isCityEnd(end)) return end.address;
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
export function askedAreaOfSearch(...forms: SearchEndForm[]): "city" | "zip3" | "state" {
  if (forms.includes("state")) return "state";
  return forms.includes("zip3") ? "zip3" : "city";
}
