import type { SearchEndForm } from "@truerate/domain/validation/search-end-forms";
import type { components } from "@truerate/sdk";
import type { FieldErrors } from "../../lib/forms/field-errors";
import type { ToastInput } from "../../lib/toast-queue";
import type { PlaceChoice } from "../places/location";
import { clampRadius, SEARCH_MESSAGES, searchRequestSchema } from "./domain";

export interface SearchFormValues {
  origin: PlaceChoice;
  destination: PlaceChoice;
  /** How each side is asked; a city when absent (docs/product.md's search). */
  originForm?: SearchEndForm;
  destinationForm?: SearchEndForm;
  /** The ZIP code, ZIP3 area or state code of a side not asked as a city. */
  originCode?: string;
  destinationCode?: string;
  originRadius: string;
  destinationRadius: string;
  trailerType: string;
  /** YYYY-MM-DD from the date inputs, or "" (the dates are optional: docs/product.md#load-board-validation-rules). */
  startDate: string;
  endDate: string;
}

export type SearchRequestBody = components["schemas"]["LoadSearchRequest"];

export type SearchValidation =
  | { ok: true; body: SearchRequestBody }
  | { ok: false; toast: ToastInput; fields: FieldErrors };

/**
 * A typed but unchosen city goes out as its bare text, so the shared schema judges it: no text is
 * 'required', text without coordinates is 'Please select a valid city from the dropdown'.
 */
function placeInput(choice: PlaceChoice): unknown {
  if (choice.place) return choice.place;
  const text = choice.text.trim();
  return text === "" ? undefined : { address: text };
}

/** A side as posted: the chosen city as before, or `{ zip }`, `{ zip3 }` or `{ state }`; nothing typed is missing. */
function sideInput(form: SearchEndForm | undefined, choice: PlaceChoice, code: string | undefined): unknown {
  if (!form || form === "city") return placeInput(choice);
  const text = code?.trim() ?? "";
  return text === "" ? undefined : { [form]: text };
}

/** The body of POST /api/loads/search (docs/product.md#load-board-calls), before the shared schema checks it. */
export function searchBody(values: SearchFormValues): Record<string, unknown> {
  return {
    origin: sideInput(values.originForm, values.origin, values.originCode),
    destination: sideInput(values.destinationForm, values.destination, values.destinationCode),
    originRadius: clampRadius(values.originRadius),
    destinationRadius: clampRadius(values.destinationRadius),
    availableTypes: values.trailerType === "" ? undefined : [values.trailerType],
    ...(values.startDate ? { startDate: values.startDate } : {}),
    ...(values.endDate ? { endDate: values.endDate } : {}),
  };
}

/**
 * Checks the form with the API's own schema, so the messages are docs/product.md's (docs/product.md#load-board-validation-rules). Missing fields
 * lead, with their description; otherwise the first problem (an unchosen city) is the headline.
 */
export function validateSearch(values: SearchFormValues): SearchValidation {
  const body = searchBody(values);
  const parsed = searchRequestSchema.safeParse(body);
  // The API receives what the user chose (place objects as the autocomplete gave them), not the
  // schema's normalised output, exactly as the earlier client sent it.
  if (parsed.success) return { ok: true, body: body as SearchRequestBody };
  const fields: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? "_");
    if (!fields[key]?.includes(issue.message)) fields[key] = [...(fields[key] ?? []), issue.message];
  }
  const messages = parsed.error.issues.map((issue) => issue.message);
  const toast: ToastInput = messages.includes(SEARCH_MESSAGES.required)
    ? { title: SEARCH_MESSAGES.required, description: SEARCH_MESSAGES.requiredDescription, variant: "destructive" }
    : { title: messages[0] ?? SEARCH_MESSAGES.invalidCity, variant: "destructive" };
  return { ok: false, toast, fields };
}
