/**
 * The Load Management date filter (`?date=YYYY-MM-DD`). Absent or blank means no filter (a GET
 * form with an emptied date input sends `date=`); anything else must be a real calendar day, so a
 * hand-edited URL never reaches the API as a query it would refuse.
 */
export type DateFilter = { kind: "none" } | { kind: "date"; date: string } | { kind: "invalid" };

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function parseDateFilter(value: string | null): DateFilter {
  const text = value?.trim() ?? "";
  if (text === "") return { kind: "none" };
  const match = ISO_DAY.exec(text);
  if (!match) return { kind: "invalid" };
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Date.UTC rolls 2026-02-30 over to March 2: a day that does not come back unchanged does not exist.
  const parsed = new Date(Date.UTC(year, month - 1, day));
  const real = parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day;
  return real ? { kind: "date", date: text } : { kind: "invalid" };
}
