import type { MetaFunction } from "@remix-run/cloudflare";
import { Screen } from "../components/shell/screen";
import { pageTitle } from "../lib/meta";

export const meta: MetaFunction = () => pageTitle("Upload New Load");

export default function UploadLoad() {
  return (
    <Screen
      title="Upload New Load"
      description="Submit a completed load and its documents to start the 48-hour broker deadline."
    />
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/feedback/route-error-boundary";
