import { formatInTimeZone } from "date-fns-tz";

/** Spec 001 the spec's business constants and limits: broker upload times are shown in New York time, whatever the viewer's zone. */
export const NEW_YORK = "America/New_York";

/**
 * "November 25, 2026 at 10:04 AM EST". The zone is fixed, so the server's render and the
 * browser's agree (no hydration mismatch), and the abbreviation says which time it is.
 */
export function formatNewYorkTime(value: string | null | undefined): string {
  if (!value) return "—";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "—";
  return formatInTimeZone(date, NEW_YORK, "MMMM d, yyyy 'at' h:mm a zzz");
}

/** The same instant for a table cell: "Nov 25, 10:04 AM EST". */
export function formatNewYorkTimeShort(value: string | null | undefined): string {
  if (!value) return "—";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "—";
  return formatInTimeZone(date, NEW_YORK, "MMM d, h:mm a zzz");
}
