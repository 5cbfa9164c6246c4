import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { apiClient } from "../../lib/api-client.server";
import { failed, resultOf } from "../../lib/result";
import { replyToComplaint } from "./action.server";

const FAILED = "Failed to load complaints";
/** The complaints filed with FMCSA about the broker's brokerage (GET /api/brokerage/complaints). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  try {
    return resultOf(await apiClient(context, request).GET("/api/brokerage/complaints"), FAILED);
  } catch {
    return failed(FAILED);
  }
}

export const action = (args: ActionFunctionArgs) => replyToComplaint(args);
