import type { AppLoadContext } from "@remix-run/cloudflare";
import type { components } from "@truerate/sdk";
import { apiClient } from "../../lib/api-client.server";

type Carrier = components["schemas"]["FmcsaCarrierSearchResult"];
type Broker = components["schemas"]["FmcsaBrokerSearchResult"];

/** One registry record as the snapshot shows it: a carrier's fields, or a broker's with the carrier-only ones absent. */
export type RegistryEntry =
  | ({ kind: "carrier" } & Carrier)
  | ({ kind: "broker" } & Broker & Partial<Pick<Carrier, "operatingAuthority" | "classification" | "hazmatFlag">>);

export type RegistrySnapshot =
  | { state: "idle" }
  | { state: "found"; q: string; entries: RegistryEntry[] }
  | { state: "invalid"; q: string; message: string }
  | { state: "failed"; q: string; message: string };

/**
 * The FMCSA snapshot of /tools: both registries (carriers and brokers) searched by name, MC or
 * DOT number through the API, carriers first. The API's own validation message answers a bad query.
 */
export async function lookUpRegistry(context: AppLoadContext, request: Request, q: string): Promise<RegistrySnapshot> {
  const query = q.trim();
  if (!query) return { state: "idle" };
  const api = apiClient(context, request);
  const params = { params: { query: { q: query } } };
  const [carriers, brokers] = await Promise.all([
    api.GET("/api/fmcsa-carriers/search", params),
    api.GET("/api/fmcsa-brokers/search", params),
  ]);
  const problem = carriers.error ?? brokers.error;
  if (problem) {
    const status = carriers.error ? carriers.response.status : brokers.response.status;
    return { state: status === 400 ? "invalid" : "failed", q: query, message: problem.message };
  }
  return {
    state: "found",
    q: query,
    entries: [
      ...(carriers.data ?? []).map((entry) => ({ kind: "carrier" as const, ...entry })),
      ...(brokers.data ?? []).map((entry) => ({ kind: "broker" as const, ...entry })),
    ],
  };
}
