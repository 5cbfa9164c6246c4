// Small input normalisers shared by the load, rate and search schemas. Forms post strings and JSON
// posts numbers; both reach the same schema, so blanks and numeric strings are normalised first.
import { z } from "zod";
import { newYorkDate } from "../new-york-time";

/** The message of text holding a control, zero-width or direction-changing character. */
export const INVISIBLE_CHARACTERS_MESSAGE = "Text must not contain control or invisible characters";

/**
 * C0/C1 controls (NUL included), zero-width characters, direction marks, overrides and isolates,
 * the word joiner family and the byte-order mark: never typed on purpose into a one-line field,
 * and used to disguise names ("Acme\u200B Freight") or cut strings short downstream (NUL).
 */
const INVISIBLE_RANGES: readonly [number, number][] = [
  [0x0000, 0x001f],
  [0x007f, 0x009f],
  [0x200b, 0x200f],
  [0x202a, 0x202e],
  [0x2060, 0x2064],
  [0x2066, 0x2069],
  [0xfeff, 0xfeff],
];

export const hasInvisibleCharacters = (text: string) =>
  Array.from(text).some((character) => {
    const code = character.codePointAt(0) ?? 0;
    return INVISIBLE_RANGES.some(([low, high]) => code >= low && code <= high);
  });

/** A one-line text schema: a string without control or invisible characters. */
export function plainString(message: string) {
  return z
    .string({ error: message })
    .refine((text) => !hasInvisibleCharacters(text), { error: INVISIBLE_CHARACTERS_MESSAGE, abort: true });
}

/** Trims strings; other values pass through for the schema to judge. */
export function trimmed(value: unknown): unknown {
  return typeof value === "string" ? value.trim() : value;
}

/**
 * A decimal number as people write it: optional sign, digits, optional fraction. `Number()` alone
 * also reads "0x10" (16), "0b1", "1e3", "Infinity" and " " — none of which a form means.
 */
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** "" and null → undefined (not given); decimal strings → numbers; anything else as is. */
export function numberInput(value: unknown): unknown {
  if (value === null) return undefined;
  if (typeof value !== "string") return value;
  const text = value.trim();
  if (text === "") return undefined;
  return DECIMAL.test(text) ? Number(text) : value;
}

/** "" and null → undefined, so an optional field left blank is simply absent. */
export function blankToUndefined(value: unknown): unknown {
  return value === null || (typeof value === "string" && value.trim() === "") ? undefined : value;
}

/** A required, trimmed, non-empty string with one message for missing, blank or wrong type. */
export function requiredText(message: string, maxLength = 200) {
  return z.preprocess(
    trimmed,
    plainString(message)
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
/** An ISO 8601 timestamp with a zone, as `Date.prototype.toISOString()` and date pickers send. */
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;

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
  const instant = toInstant(text);
  return instant ? instant.toISOString().slice(0, 10) : null;
}

/** An ISO date (midnight UTC) or ISO timestamp as an instant; anything else (true, 0, "1") is null. */
export function toInstant(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value !== "string") return null;
  const text = value.trim();
  if (ISO_DATE.test(text)) {
    const date = toCalendarDate(text);
    return date ? new Date(`${date}T00:00:00Z`) : null;
  }
  if (!ISO_TIMESTAMP.test(text)) return null;
  const parsed = new Date(text);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

/** An optional instant field: blank → absent, anything but an ISO date or timestamp → `message`. */
export function optionalInstant(message: string) {
  return z.preprocess(
    blankToUndefined,
    z
      .union([z.string(), z.date()], { error: message })
      .transform((value, context) => {
        const instant = toInstant(value);
        if (instant === null) {
          context.addIssue({ code: "custom", message });
          return z.NEVER;
        }
        return instant;
      })
      .optional(),
  );
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
  return newYorkDate(now.getTime());
}
