import { addDays as addCalendarDays, format, parseISO } from "date-fns";
import { formatInTimeZone } from "date-fns-tz";

/**
 * The one New York time formatter, for the API's e-mails and the portal's screens: broker upload
 * times and deadlines are shown in New York time whatever the viewer's zone (
 * docs/product.md#load-board-business-constants-and-limits). The zone name (EST or EDT) says which time it is, and the fixed
 * zone makes the server's render and the browser's agree. On date-fns and date-fns-tz, the one
 * date library of the code (decision 0024).
 */
/** The IANA zone every New York time is in. */
export const NEW_YORK = "America/New_York" as const;

const PATTERNS = {
  long: "MMMM d, yyyy 'at' h:mm a zzz",
  short: "MMM d, h:mm a zzz",
};

/**
 * "November 25, 2026 at 10:04 AM EST" (long) or, for a table cell, "Nov 25, 10:04 AM EST" (short);
 * "—" for no time or an unreadable one.
 */
export function formatNewYorkTime(
  instant: Date | number | string | null | undefined,
  style: keyof typeof PATTERNS = "long",
): string {
  if (instant === null || instant === undefined) return "—";
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return "—";
  return formatInTimeZone(date, NEW_YORK, PATTERNS[style]);
}

/** The New York calendar day holding `instant`, as `YYYY-MM-DD`. */
export function newYorkDate(instant: number): string {
  return formatInTimeZone(instant, NEW_YORK, "yyyy-MM-dd");
}

/**
 * The Monday that starts the New York week holding `instant`, as `YYYY-MM-DD`: weeks run from
 * Monday 00:00 to Sunday 24:00 New York time, so an instant late on a Sunday evening in New York
 * (already Monday in UTC) still belongs to the week before.
 */
export function newYorkWeekStart(instant: number): string {
  const isoWeekday = Number(formatInTimeZone(instant, NEW_YORK, "i")); // Monday 1 … Sunday 7
  return addDays(newYorkDate(instant), 1 - isoWeekday);
}

/**
 * A `YYYY-MM-DD` day moved by whole calendar days: the day is read and written in the same local
 * zone, so no clock (and no daylight-saving change) enters.
 */
export function addDays(date: string, days: number): string {
  return format(addCalendarDays(parseISO(date), days), "yyyy-MM-dd");
}
