import { describe, expect, it } from "vitest";
import {
  parseStoredSearchResults,
  readStoredSearchResults,
  SEARCH_RESULTS_KEY,
  storeSearchResults,
} from "./search-results-storage";
import type { SearchRow } from "./search-row";

const row: SearchRow = {
  id: "load-1",
  pickupCity: "Dallas",
  pickupState: "TX",
  deliveryCity: "Atlanta",
  deliveryState: "GA",
  brokerName: "Demo Freight Brokerage LLC",
  brokerProfileKey: null,
  trailerType: "dry_van",
  weight: 42000,
  mileage: 781,
  rate: 2150,
  trueRate: null,
  trueRateVerification: null,
  date: "2026-11-22",
  uploadedAt: "2026-11-23T15:04:05.000Z",
  identity: { outcome: "pass", concerns: [] },
};

function memoryStorage(): Pick<Storage, "getItem" | "setItem"> {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

describe("parseStoredSearchResults", () => {
  it("reads stored rows", () => {
    expect(parseStoredSearchResults(JSON.stringify([row]))).toEqual({ status: "ready", rows: [row] });
  });

  it("treats nothing stored, and an empty list, as no results", () => {
    expect(parseStoredSearchResults(null)).toEqual({ status: "empty" });
    expect(parseStoredSearchResults("")).toEqual({ status: "empty" });
    expect(parseStoredSearchResults("[]")).toEqual({ status: "empty" });
  });

  it("fails on text that is not JSON, not a list, or not rows", () => {
    expect(parseStoredSearchResults("{not json")).toEqual({ status: "error" });
    expect(parseStoredSearchResults(JSON.stringify({ rows: [row] }))).toEqual({ status: "error" });
    expect(parseStoredSearchResults(JSON.stringify(["load-1"]))).toEqual({ status: "error" });
    expect(parseStoredSearchResults(JSON.stringify([{ ...row, id: 1 }]))).toEqual({ status: "error" });
  });
});

describe("session storage", () => {
  it("round-trips what the search stored under 'searchResults'", () => {
    const storage = memoryStorage();
    storeSearchResults(storage, [row]);
    expect(storage.getItem(SEARCH_RESULTS_KEY)).toBe(JSON.stringify([row]));
    expect(readStoredSearchResults(storage)).toEqual({ status: "ready", rows: [row] });
  });

  it("reports a storage that refuses to be read as a failure", () => {
    const refusing = {
      getItem: () => {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
    };
    expect(readStoredSearchResults(refusing)).toEqual({ status: "error" });
  });
});
