import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { BrokerageLoad } from "../../components/documents/broker-shapes";
import { BROKER_MESSAGES } from "../../components/documents/messages";
import { apiClient } from "../../lib/api-client.server";
import { failed, type Result, resultOf } from "../../lib/result";

/**
 * The broker dashboard's Loads tab, read when the tab opens: the brokerage's matched loads, newest
 * first. The API answers who may see them; its 403 has docs/product.md's own message.
 */
export async function loader({ request, context }: LoaderFunctionArgs): Promise<Result<BrokerageLoad[]>> {
  try {
    const loads = await apiClient(context, request).GET("/api/loads/broker-loads");
    return loads.response.status === 403
      ? failed(BROKER_MESSAGES.loadsForbidden)
      : resultOf(loads, BROKER_MESSAGES.loadsFailed, BROKER_MESSAGES.signedOut);
  } catch {
    return failed(BROKER_MESSAGES.loadsFailed);
  }
}
