// Registry inputs the identity tests share: one census file, one history file, a broker record.
import type { AuthorityGrant, BrokerRecord, RegistryLookup } from "./authority";

export const DAY = 86_400_000;
export const NOW = Date.UTC(2026, 11, 2, 15);
export const CENSUS = { name: "census-2026-11-30.csv", asOf: Date.UTC(2026, 10, 30) };
export const HISTORY_FILE = { name: "AuthHist-2026-11-30.csv", asOf: Date.UTC(2026, 10, 30) };

export const brokerRecord = (overrides: Partial<BrokerRecord> = {}): BrokerRecord => ({
  companyName: "Demo Freight LLC",
  mcNumber: "MC100001",
  operatingAuthority: "ACTIVE",
  email: "ops@demofreight.com",
  addedAt: NOW - 4000 * DAY,
  ...overrides,
});

export const grant = (overrides: Partial<AuthorityGrant> = {}): AuthorityGrant => ({
  authorityType: "broker",
  originalAction: "GRANTED",
  servedAt: NOW - 3000 * DAY,
  dispositionAction: null,
  dispositionAt: null,
  ...overrides,
});

export const lookup = (overrides: Partial<RegistryLookup> = {}): RegistryLookup => ({
  mcNumber: "MC100001",
  census: CENSUS,
  broker: brokerRecord(),
  carrierName: null,
  history: { file: HISTORY_FILE, grants: [grant()] },
  ...overrides,
});
