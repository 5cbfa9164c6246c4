/**
 * The one New York time formatter, for the API's e-mails and the portal's screens: broker upload
 * times and deadlines are shown in New York time whatever the viewer's zone (the load-board spec's
 * business constants and limits). The zone name (EST or EDT) says which time it is, and the fixed
 * zone makes the server's render and the browser's agree. Built from Intl's parts, since ICU
 * versions join date and time differently.
 */
/** The IANA zone every New York time is in. */
export const NEW_YORK = "America/New_York";

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
