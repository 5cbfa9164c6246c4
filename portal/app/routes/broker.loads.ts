import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { fetchBrokerLoads } from "../lib/documents/broker-dashboard.server";

/** The broker dashboard's Loads tab, read when the tab opens (the API answers who may see them). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return fetchBrokerLoads(context, request);
}
