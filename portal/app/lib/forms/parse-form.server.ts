import { data } from "@remix-run/cloudflare";
import type { z } from "zod";
import { type FieldErrors, fieldErrorsOf } from "./field-errors";

/** A form's text fields as the schema reads them: one string per name, a list for the names in `arrays`. */
export type FormObject = Record<string, string | string[]>;

/** A form read and checked: the schema's output, or its messages per field (what `invalidForm` answers). */
export type ParsedForm<T> =
  | { ok: true; data: T; form: FormData; values: FormObject }
  | { ok: false; fields: FieldErrors; form: FormData; values: FormObject };

interface ParseOptions {
  /** Names read with `getAll` (checkbox groups, repeated ids): a list even when one or none was sent. */
  arrays?: readonly string[];
}

/** The form's text fields (the last value of a repeated name wins, files are skipped), lists for `arrays`. */
export function formObject(form: FormData, arrays: readonly string[] = []): FormObject {
  const values: FormObject = {};
  for (const [name, value] of form) {
    if (typeof value === "string" && !arrays.includes(name)) values[name] = value;
  }
  for (const name of arrays) {
    values[name] = form.getAll(name).filter((value): value is string => typeof value === "string");
  }
  return values;
}

/**
 * Every action's first step: the request's form (or a form already read, when an action dispatches
 * on `intent` first) checked with the zod schema its form uses, the shared one from
 * @truerate/domain wherever the API has one, so the page and the API give the same messages.
 */
export async function parseForm<S extends z.ZodType>(
  source: Pick<Request, "formData"> | FormData,
  schema: S,
  options: ParseOptions = {},
): Promise<ParsedForm<z.output<S>>> {
  const form = source instanceof FormData ? source : await source.formData();
  const values = formObject(form, options.arrays);
  const parsed = await schema.safeParseAsync(values);
  return parsed.success
    ? { ok: true, data: parsed.data, form, values }
    : { ok: false, fields: fieldErrorsOf(parsed.error), form, values };
}

/** The answer to a form that failed its schema: 400, with the reply in the shape its form shows. */
export function invalidForm<T>(reply: T, headers?: Headers) {
  return data(reply, { status: 400, ...(headers ? { headers } : {}) });
}
