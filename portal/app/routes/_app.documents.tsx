import type { MetaFunction } from "@remix-run/cloudflare";
import { Screen } from "../components/shell/screen";
import { pageTitle } from "../lib/meta";

export const meta: MetaFunction = () => pageTitle("Document Manager");

export default function Documents() {
  return (
    <Screen
      title="Document Manager"
      description="Rate confirmations, invoices and other load documents, shared and uploaded."
    />
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/feedback/route-error-boundary";
