/** The three ways the FMCSA files print a date, each to its year, month and day. */
const LAYOUTS: ReadonlyArray<{ pattern: RegExp; order: readonly [year: number, month: number, day: number] }> = [
  // The census: 20261101, sometimes with " 0000" after it.
  { pattern: /^(\d{4})(\d{2})(\d{2})(?:\s+\d{4})?$/, order: [1, 2, 3] },
  // Socrata exports: 2026-11-01, or with a time.
  { pattern: /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/, order: [1, 2, 3] },
  // The Licensing & Insurance files: 11/01/2026.
  { pattern: /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s.*)?$/, order: [3, 1, 2] },
];

/** A date as an FMCSA file prints it, as UTC midnight in epoch milliseconds; null when empty or not a real date. */
export function registryDate(value: string | null): number | null {
  const text = value?.trim() ?? "";
  for (const { pattern, order } of LAYOUTS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const [year, month, day] = order.map((group) => Number(match[group]));
    const instant = Date.UTC(year ?? 0, (month ?? 0) - 1, day ?? 0);
    const date = new Date(instant);
    const real = date.getUTCFullYear() === year && date.getUTCMonth() === (month ?? 0) - 1 && date.getUTCDate() === day;
    return real && (year ?? 0) >= 1900 ? instant : null;
  }
  return null;
}
