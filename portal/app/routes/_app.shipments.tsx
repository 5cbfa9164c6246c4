import { Button, Flex } from "@radix-ui/themes";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Await, Link, useLoaderData } from "@remix-run/react";
import { Suspense } from "react";
import { LoadingSpinner } from "../components/feedback/loading-spinner";
import { ShipmentsView } from "../components/loads/shipments-view";
import { Screen } from "../components/shell/screen";
import { deleteShipmentAction, fetchShipments } from "../lib/loads/shipments.server";
import { pageTitle } from "../lib/meta";

export const meta: MetaFunction = () => pageTitle("My Shipments");

/** Not awaited: the page (and its 'Search for Loads' link) shows at once, the list streams in. */
export function loader({ request, context }: LoaderFunctionArgs) {
  return { shipments: fetchShipments(context, request) };
}

export const action = (args: ActionFunctionArgs) => deleteShipmentAction(args);

export default function Shipments() {
  const { shipments } = useLoaderData<typeof loader>();
  return (
    <Screen title="My Shipments" description="The loads you have submitted, so you can avoid duplicate submissions.">
      <Flex direction="column" gap="4">
        <Flex justify="end">
          <Button asChild variant="soft">
            <Link to="/">Search for Loads</Link>
          </Button>
        </Flex>
        <Suspense fallback={<LoadingSpinner label="Loading your shipments" showLabel />}>
          <Await resolve={shipments}>{(result) => <ShipmentsView result={result} />}</Await>
        </Suspense>
      </Flex>
    </Screen>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/feedback/route-error-boundary";
