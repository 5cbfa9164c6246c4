import type { MetaFunction } from "@remix-run/cloudflare";
import { Screen } from "../../components/shell/screen";
import { pageTitle } from "../../lib/meta";
import { HelpCenter } from "./help-center";

export const meta: MetaFunction = () =>
  pageTitle(
    "Help Center",
    "Help for carriers and brokers on TrueRate: getting started, the 48-hour rule, true rates, troubleshooting, FAQs and support hours.",
  );

export default function Help() {
  return (
    <Screen title="Help Center" description="Guides, answers to common questions and ways to reach support.">
      <HelpCenter />
    </Screen>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../../components/feedback/route-error-boundary";
