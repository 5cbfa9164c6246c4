import type { MetaFunction } from "@remix-run/cloudflare";
import { Screen } from "../components/shell/screen";
import { pageTitle } from "../lib/meta";

export const meta: MetaFunction = () => pageTitle("Tools and Resources");

export default function Tools() {
  return (
    <Screen
      title="Tools and Resources"
      description="Load boards, route planning, roadside assistance, weather, safety and regulatory resources."
    />
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/feedback/route-error-boundary";
