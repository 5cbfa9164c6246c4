import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { isProduction } from "../lib/portal-env";

/**
 * /__crash: a loader that always throws, so the crash screen can be seen and tested. Outside
 * production only; there it is an ordinary unknown path.
 */
export function loader({ context }: LoaderFunctionArgs) {
  if (isProduction(context.cloudflare.env)) throw data("Not Found", { status: 404 });
  throw new Error("Deliberate crash from /__crash (development and test only)");
}

export default function Crash() {
  return null;
}
