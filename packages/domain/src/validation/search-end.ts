// One side of a load search: a city chosen from the autocomplete (the specification's search, kept
// exactly), or, as the partner API's lane ends allow, a ZIP code, a three-digit ZIP area or a state.
// The schemas that read a posted side; its forms and labels are in search-end-forms.ts.
import { z } from "zod";
import { isUsStateCode } from "../geo-us-states";
import { LANE_END_MESSAGES } from "./lane-end-messages";
import { askedForm, type SearchAreaEnd, type SearchEnd } from "./search-end-forms";
import { searchPlaceSchema } from "./search-place";

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
