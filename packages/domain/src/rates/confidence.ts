// The published confidence rule of a lane aggregate: a score 0–100 from four parts a reader can
// check, minus a penalty for each widening of the lane (a wider area or a longer timeframe than
// asked). "Confidence" means how well the figures are supported, not how easy it is to book at them.
import { z } from "zod";

export const CONFIDENCE_RULE =
  "score = 40 × min(reports, 50) / 50 + 20 × min(brokers, 10) / 10 + 20 × verified share " +
  "+ 20 × (1 − min(1, (p75 − p25) / median of the per-mile rate)) − 5 per widening (each wider area and each " +
  "longer timeframe than asked), clamped to 0–100; " +
  "HIGH ≥ 75, MEDIUM ≥ 50, LOW below.";

export const confidenceLevelSchema = z.enum(["HIGH", "MEDIUM", "LOW"]);
export type ConfidenceLevel = z.infer<typeof confidenceLevelSchema>;

export interface ConfidenceInput {
  reports: number;
  brokers: number;
  verified: number;
  perMile: { median: number; p25: number; p75: number };
  /** Wider areas plus longer timeframes than asked (escalation.ts `widenings`). */
  widenings: number;
}

export function confidenceScore(input: ConfidenceInput): number {
  const density = (40 * Math.min(input.reports, 50)) / 50;
  const diversity = (20 * Math.min(input.brokers, 10)) / 10;
  const verification = input.reports === 0 ? 0 : (20 * input.verified) / input.reports;
  const { median, p25, p75 } = input.perMile;
  const dispersion = median > 0 ? 20 * (1 - Math.min(1, (p75 - p25) / median)) : 0;
  const score = density + diversity + verification + dispersion - 5 * input.widenings;
  return Math.round(Math.min(100, Math.max(0, score)));
}

export function confidenceLevel(score: number): ConfidenceLevel {
  if (score >= 75) return "HIGH";
  if (score >= 50) return "MEDIUM";
  return "LOW";
}
