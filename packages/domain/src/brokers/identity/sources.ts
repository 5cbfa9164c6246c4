// Where an identity check's evidence came from, in the words a carrier reads under each value.
import type { IdentityEvidence } from "./schema";

const DAY_MS = 86_400_000;

/** "2026-11-30": registry dates are days, read in UTC. */
export const isoDay = (instant: number) => new Date(instant).toISOString().slice(0, 10);

/** Whole days from `from` to `to`. */
export const daysBetween = (from: number, to: number) => Math.floor((to - from) / DAY_MS);

/** A file of the FMCSA registry as it was imported: its name and the date its data is as of. */
export interface RegistryFile {
  name: string;
  asOf: number;
}

export const registrySource = (kind: string, file: RegistryFile) =>
  `FMCSA ${kind} file ${file.name}, as of ${isoDay(file.asOf)}`;
export const censusSource = (file: RegistryFile) => registrySource("census", file);
export const authorityHistorySource = (file: RegistryFile) => registrySource("authority history", file);
export const LOAD_SOURCE = "the load as reported";
export const BROKERAGE_SOURCE = "the brokerage's registration on TrueRate";
export const REPORTS_SOURCE = "TrueRate's reports";
export const rateConfirmationSource = (page: number) => `the rate confirmation, page ${page}`;

export const evidence = (label: string, value: string, source: string): IdentityEvidence => ({ label, value, source });
