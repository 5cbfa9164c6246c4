export type AsOfSource = "--as-of" | "file name" | "file time";

export interface AsOfDate {
  date: Date;
  source: AsOfSource;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** 2026-11-01, 2026_11_01 or 20261101 anywhere in a file name (the census exports are named so). */
const NAME_DATE = /(?<!\d)(\d{4})[-_]?(\d{2})[-_]?(\d{2})(?!\d)/g;

/** A calendar date as UTC midnight, or undefined when it is not a real date. */
function utcDate(year: string, month: string, day: string): Date | undefined {
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const valid =
    date.getUTCFullYear() === Number(year) &&
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day) &&
    Number(year) >= 1970;
  return valid ? date : undefined;
}

/**
 * The census data's as-of date (stored as `last_updated`): the `--as-of YYYY-MM-DD` flag, else a
 * date in the file name, else the file's modification time. A malformed flag is an error rather
 * than a silent fallback, since a wrong as-of date would let old data overwrite newer.
 */
export function censusAsOfDate(input: { flag?: string; fileName: string; modifiedAt: Date }): AsOfDate {
  if (input.flag !== undefined) {
    const [, year = "", month = "", day = ""] = ISO_DATE.exec(input.flag) ?? [];
    const date = utcDate(year, month, day);
    if (!date) throw new Error(`--as-of must be a date like 2026-11-01, not "${input.flag}"`);
    return { date, source: "--as-of" };
  }
  for (const [, year = "", month = "", day = ""] of input.fileName.matchAll(NAME_DATE)) {
    const date = utcDate(year, month, day);
    if (date) return { date, source: "file name" };
  }
  return { date: input.modifiedAt, source: "file time" };
}
