/**
 * The one New York time formatter, for the API's e-mails and the portal's screens: broker upload
 * times and deadlines are shown in New York time whatever the viewer's zone (the load-board spec's
 * business constants and limits). The zone name (EST or EDT) says which time it is, and the fixed
 * zone makes the server's render and the browser's agree. Built from Intl's parts, since ICU
 * versions join date and time differently.
 */
/** The IANA zone every New York time is in. */
export const NEW_YORK = "America/New_York" as const;

const OPTIONS = {
  timeZone: NEW_YORK,
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
  timeZoneName: "short",
} as const;

const FORMATS = {
  long: new Intl.DateTimeFormat("en-US", { ...OPTIONS, month: "long", year: "numeric" }),
  short: new Intl.DateTimeFormat("en-US", { ...OPTIONS, month: "short" }),
};

/**
 * "November 25, 2026 at 10:04 AM EST" (long) or, for a table cell, "Nov 25, 10:04 AM EST" (short);
 * "—" for no time or an unreadable one.
 */
export function formatNewYorkTime(
  instant: Date | number | string | null | undefined,
  style: keyof typeof FORMATS = "long",
): string {
  if (instant === null || instant === undefined) return "—";
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return "—";
  const parts = FORMATS[style].formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? "";
  const time = `${part("hour")}:${part("minute")} ${part("dayPeriod")} ${part("timeZoneName")}`;
  return style === "long"
    ? `${part("month")} ${part("day")}, ${part("year")} at ${time}`
    : `${part("month")} ${part("day")}, ${time}`;
}

const DATE_PARTS = new Intl.DateTimeFormat("en-US", {
  timeZone: NEW_YORK,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  weekday: "short",
});
const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The New York calendar day holding `instant`, as `YYYY-MM-DD`. */
export function newYorkDate(instant: number): string {
  return newYorkDay(instant).date;
}

/**
 * The Monday that starts the New York week holding `instant`, as `YYYY-MM-DD`: weeks run from
 * Monday 00:00 to Sunday 24:00 New York time, so an instant late on a Sunday evening in New York
 * (already Monday in UTC) still belongs to the week before.
 */
export function newYorkWeekStart(instant: number): string {
  const { date, weekday } = newYorkDay(instant);
  return addDays(date, -weekday);
}

/** A `YYYY-MM-DD` day moved by whole calendar days (no clock involved, so no DST edge). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function newYorkDay(instant: number): { date: string; weekday: number } {
  const parts = DATE_PARTS.formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? "";
  const weekday = WEEKDAYS.indexOf(part("weekday") as (typeof WEEKDAYS)[number]);
  return { date: `${part("year")}-${part("month")}-${part("day")}`, weekday };
}
