// Small input normalisers shared by the load, rate and search schemas. Forms post strings and JSON
// posts numbers; both reach the same schema, so blanks and numeric strings are normalised first.
import { z } from "zod";

/** Trims strings; other values pass through for the schema to judge. */
export function trimmed(value: unknown): unknown {
  return typeof value === "string" ? value.trim() : value;
}

/** "" and null → undefined (not given); numeric strings → numbers; anything else as is. */
export function numberInput(value: unknown): unknown {
  if (value === null) return undefined;
  if (typeof value !== "string") return value;
  const text = value.trim();
  if (text === "") return undefined;
  const parsed = Number(text);
  return Number.isNaN(parsed) ? value : parsed;
}

/** "" and null → undefined, so an optional field left blank is simply absent. */
export function blankToUndefined(value: unknown): unknown {
  return value === null || (typeof value === "string" && value.trim() === "") ? undefined : value;
}

/** A required, trimmed, non-empty string with one message for missing, blank or wrong type. */
export function requiredText(message: string, maxLength = 200) {
  return z.preprocess(
    trimmed,
    z
      .string({ error: message })
      .min(1, { error: message, abort: true })
      .max(maxLength, { error: `At most ${maxLength} characters` }),
  );
}

/** A whole number above zero, from a number or a numeric string. */
export function positiveInteger(message: string) {
  return z.preprocess(
    numberInput,
    z
      .number({ error: message })
      .int({ error: message, abort: true })
      .positive({ error: message, abort: true })
      .max(2_147_483_647, { error: message, abort: true }),
  );
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar date as `YYYY-MM-DD`. A bare date is taken as written; a timestamp (what a date
 * picker's `toISOString()` sends) is reduced to its UTC date.
 */
export function toCalendarDate(value: unknown): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  if (typeof value !== "string") return null;
  const text = value.trim();
  if (ISO_DATE.test(text)) {
    const check = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(check.getTime()) && check.toISOString().startsWith(text) ? text : null;
  }
  const parsed = new Date(text);
  return text === "" || Number.isNaN(parsed.getTime()) ? null : parsed.toISOString().slice(0, 10);
}

/** An optional calendar date field: blank → absent, unparseable → `message`. */
export function optionalCalendarDate(message: string) {
  return z.preprocess(
    blankToUndefined,
    z
      .union([z.string(), z.date()], { error: message })
      .transform((value, context) => {
        const date = toCalendarDate(value);
        if (date === null) {
          context.addIssue({ code: "custom", message });
          return z.NEVER;
        }
        return date;
      })
      .optional(),
  );
}

/** Today's date in New York, the product's home time zone, as `YYYY-MM-DD`. */
export function todayInNewYork(now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(now);
}
