import { Button, Flex } from "@radix-ui/themes";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Await, Link, useLoaderData } from "@remix-run/react";
import { Suspense } from "react";
import { LoadingSpinner } from "../../components/feedback/loading-spinner";
import { Screen } from "../../components/shell/screen";
import { apiClient } from "../../lib/api-client.server";
import { pageTitle } from "../../lib/meta";
import { failed, type Result } from "../../lib/result";
import { deleteShipment } from "./action.server";
import { SHIPMENTS_MESSAGES, type Shipment, shipmentsResult } from "./shipments";
import { ShipmentsView } from "./shipments-view";

export const meta: MetaFunction = () => pageTitle("My Shipments");

/** Not awaited: the page (and its 'Search for Loads' link) shows at once, the list streams in. */
export function loader({ request, context }: LoaderFunctionArgs) {
  return { shipments: readShipments(request, context) };
}

/** GET /api/loads/my-loads with the browser's session; every failure becomes a docs/product.md message. */
async function readShipments(request: Request, context: LoaderFunctionArgs["context"]): Promise<Result<Shipment[]>> {
  try {
    const { data: loads, response } = await apiClient(context, request).GET("/api/loads/my-loads");
    return shipmentsResult(response.status, loads);
  } catch (error) {
    // The SDK reads a successful answer as JSON; one that is not (a sign-in page served instead) throws.
    console.error("GET /api/loads/my-loads answered no JSON", error);
    return failed(SHIPMENTS_MESSAGES.notJson);
  }
}

export const action = (args: ActionFunctionArgs) => deleteShipment(args);

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

export { RouteErrorBoundary as ErrorBoundary } from "../../components/feedback/route-error-boundary";
