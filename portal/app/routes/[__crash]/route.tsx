import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { allowsTestRoutes } from "../../lib/portal-env";

/**
 * /__crash: a loader that always throws, so the crash screen can be seen and tested. Only where
 * ENVIRONMENT says development or test; anywhere else (production, previews, unset) it is a 404.
 */
export function loader({ context }: LoaderFunctionArgs) {
  if (!allowsTestRoutes(context.cloudflare.env)) throw data("Not Found", { status: 404 });
  throw new Error("Deliberate crash from /__crash (development and test only)");
}

export default function Crash() {
  return null;
}
