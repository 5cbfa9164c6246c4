// The demo market's season: truckload rates run highest in the produce season (a peak in late
// June) and lowest after the holidays (late December into January), about 8% either side of the
// year's average. One smooth curve, so a lane's 13-month history shows it.

/** The day of the year (0–364) rates peak: June 26. */
const PEAK_DAY = 176;
export const SEASON_AMPLITUDE = 0.08;

/** The factor a day's rates carry against the year's average: 1 ± SEASON_AMPLITUDE. */
export function seasonFactor(day: Date): number {
  const start = Date.UTC(day.getUTCFullYear(), 0, 1);
  const dayOfYear = Math.floor((day.getTime() - start) / 86_400_000);
  return 1 + SEASON_AMPLITUDE * Math.cos((2 * Math.PI * (dayOfYear - PEAK_DAY)) / 365);
}
