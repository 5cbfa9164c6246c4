// One side of a load search: a city chosen from the autocomplete (docs/product.md's search, kept
// exactly), or, as the partner API's lane ends allow, a city and state, a ZIP code, a three-digit
// ZIP area or a state.
// The schemas that read a posted side; its forms and labels are in search-end-forms.ts.
import { z } from "zod";
import { isUsStateCode } from "../geo-us-states";
import { LANE_END_MESSAGES } from "./lane-end-messages";
import { askedForm, isNamedCity, type SearchAreaEnd, type SearchEnd } from "./search-end-forms";
import { searchPlaceSchema } from "./search-place";

/** The API document's name for a side (workers/src/schemas/openapi.ts `DOCUMENTED_AS` reads this key). */
export const SEARCH_END_COMPONENT = "LoadSearchEnd";

const digits = (count: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(new RegExp(`^\\d{${count}}$`), { error: message });

const stateCode = z
  .string({
    error: (issue) => (issue.input === undefined ? LANE_END_MESSAGES.stateRequired : LANE_END_MESSAGES.stateCode),
  })
  .trim()
  .transform((value) => value.toUpperCase())
  .refine(isUsStateCode, { error: LANE_END_MESSAGES.stateCode });

const degrees = (limit: number) =>
  z.number({ error: LANE_END_MESSAGES.coordinatesPair }).min(-limit).max(limit).optional();

/**
 * A city and state as the partner lookups take a lane end (`{ city, state }`), with its point when
 * the caller has one (`lat`, `lng`); without it the point is read from the place table.
 */
const NAMED_CITY_SCHEMA = z
  .strictObject(
    {
      city: z
        .string({ error: LANE_END_MESSAGES.cityRequired })
        .trim()
        .min(1, { error: LANE_END_MESSAGES.cityRequired })
        .max(100),
      state: stateCode,
      lat: degrees(90),
      lng: degrees(180),
    },
    { error: LANE_END_MESSAGES.oneForm },
  )
  .superRefine((end, context) => {
    if ((end.lat === undefined) !== (end.lng === undefined))
      context.addIssue({
        code: "custom",
        path: [end.lat === undefined ? "lat" : "lng"],
        message: LANE_END_MESSAGES.coordinatesPair,
      });
  })
  .transform(({ city, state, lat, lng }): SearchEnd => {
    if (lat === undefined || lng === undefined) return { form: "city", city, state };
    return { city, state, address: `${city}, ${state}`, lat, lng };
  });

const AREA_SCHEMAS = {
  zip: z
    .strictObject({ zip: digits(5, LANE_END_MESSAGES.zipFormat) }, { error: LANE_END_MESSAGES.oneForm })
    .transform(({ zip }): SearchAreaEnd => ({ form: "zip", zip })),
  zip3: z
    .strictObject({ zip3: digits(3, LANE_END_MESSAGES.zip3Format) }, { error: LANE_END_MESSAGES.oneForm })
    .transform(({ zip3 }): SearchAreaEnd => ({ form: "zip3", zip3 })),
  state: z
    .strictObject({ state: stateCode }, { error: LANE_END_MESSAGES.oneForm })
    .transform(({ state }): SearchAreaEnd => ({ form: "state", state })),
} as const;

/**
 * Each form is checked by its own schema, so its messages stay its own (the city's are
 * docs/product.md's); a mixed object (`{ zip, state }`) answers that one form is wanted.
 */
export function searchEndSchema(requiredMessage: string) {
  const city = searchPlaceSchema(requiredMessage);
  return z.unknown().transform((value, context): SearchEnd => {
    const form = askedForm(value);
    const schema = form !== "city" ? AREA_SCHEMAS[form] : isNamedCity(value) ? NAMED_CITY_SCHEMA : city;
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      const message = issue.code === "unrecognized_keys" ? LANE_END_MESSAGES.oneForm : issue.message;
      const path = issue.code === "unrecognized_keys" ? [form] : issue.path;
      context.addIssue({ code: "custom", message, path });
    }
    return z.NEVER;
  });
}
