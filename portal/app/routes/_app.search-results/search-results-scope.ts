// What the results list covers, said where it is read: the lane figures above it cover the last
// 30 days, while the list holds every load the search matched, of any date it allows.
import { formatLoadDate } from "../../components/loads/load-display";

const count = (rows: number) => `${rows.toLocaleString("en-US")} ${rows === 1 ? "load" : "loads"}`;

/** "All dates your search allows: 777 loads, dated Nov 3, 2025 to Nov 28, 2026." */
export function searchResultsScopeText(rows: readonly { date: string }[]): string {
  const dates = rows.map((row) => row.date).sort();
  const [first, last] = [dates[0], dates[dates.length - 1]];
  if (first === undefined || last === undefined) return "All dates your search allows: no loads.";
  const span = first === last ? formatLoadDate(first) : `${formatLoadDate(first)} to ${formatLoadDate(last)}`;
  return `All dates your search allows: ${count(rows.length)}, dated ${span}.`;
}
