import type { ReviewLaneFigures } from "./types";

const perMile = (dollars: number) => `$${dollars.toFixed(2)}`;

/** A lane's figures in a cell: '$2.61/mi median, $2.38–$2.90 (p25–p75), 42 reports', or why withheld. */
export function laneFiguresText(lane: ReviewLaneFigures | null): string {
  if (!lane) return "—";
  if (lane.status === "withheld" || !lane.perMile) return lane.withheldMessage ?? "Withheld";
  const { median, p25, p75 } = lane.perMile;
  return `${perMile(median)}/mi median, ${perMile(p25)}–${perMile(p75)} (p25–p75), ${lane.reports} reports`;
}
