import { Flex, Link as ThemeLink } from "@radix-ui/themes";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { Screen } from "../../components/shell/screen";
import { pageTitle } from "../../lib/meta";
import { DeadlineCalculator } from "./deadline-calculator";
import { RegistrySnapshot } from "./registry-snapshot";
import { lookUpRegistry } from "./registry-snapshot.server";
import { ResourceLinkGroups } from "./resource-link-groups";

export const meta: MetaFunction = () =>
  pageTitle(
    "Tools and Resources",
    "FMCSA registry snapshot, the 48-hour document deadline calculator, and links to load boards, route planning, roadside help, weather, safety and regulations.",
  );

export async function loader({ request, context }: LoaderFunctionArgs) {
  const q = new URL(request.url).searchParams.get("q") ?? "";
  return { snapshot: await lookUpRegistry(context, request, q) };
}

export default function Tools() {
  const { snapshot } = useLoaderData<typeof loader>();
  return (
    <Screen
      title="Tools and Resources"
      description="Load boards, route planning, roadside assistance, weather, safety and regulatory resources."
    >
      <Flex direction="column" gap="6">
        <ThemeLink asChild size="2">
          <Link to="/">← Back to search</Link>
        </ThemeLink>
        <RegistrySnapshot snapshot={snapshot} />
        <DeadlineCalculator />
        <ResourceLinkGroups />
      </Flex>
    </Screen>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../../components/feedback/route-error-boundary";
