import { Box, Button, Callout, Flex, Heading, Text } from "@radix-ui/themes";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { pageTitle } from "../../lib/meta";
import { RequestSummary } from "./request-summary";
import { respondAction, respondLoader } from "./respond.server";
import { ResponseForm } from "./response-form";

export const meta: MetaFunction = () => pageTitle("Send the load's records");

export const loader = (args: LoaderFunctionArgs) => respondLoader(args);
export const action = (args: ActionFunctionArgs) => respondAction(args);

/** Registering is optional: a brokerage on TrueRate sees every load that names it on its Loads tab. */
function ClaimOffer() {
  return (
    <Callout.Root color="blue" role="note">
      <Callout.Text>
        Not on TrueRate yet? <Link to="/register">Register as a broker</Link> with your MC number to claim this load for
        your brokerage: it appears on your Loads tab with its deadline, beside every other load that names you.
      </Callout.Text>
    </Callout.Root>
  );
}

/** /respond/:token — the e-mailed link of a 371.3 request; the token is the credential, no account needed. */
export default function Respond() {
  const loaded = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <Box px="4" py="6" mx="auto" style={{ maxWidth: 900 }}>
      <Flex direction="column" gap="4">
        <Heading as="h1" size="7">
          Send the load's records
        </Heading>
        {/* After a successful answer the link is used, so the reloaded page says so: the reply comes first. */}
        {reply?.ok ? (
          <>
            <Callout.Root color="green" role="status">
              <Callout.Text>
                Sent. The carrier has the documents and the record of this load
                {reply.data.complianceStatus === "compliant" ? ", and the 48-hour deadline is met." : "."}
              </Callout.Text>
            </Callout.Root>
            <ClaimOffer />
          </>
        ) : loaded.state === "closed" ? (
          <Callout.Root color="red" role="alert">
            <Callout.Text>{loaded.message}</Callout.Text>
          </Callout.Root>
        ) : (
          <>
            <Text as="p" color="gray">
              A carrier asked for the records of this load under the broker-transparency rule (49 CFR 371.3). Upload the
              rate confirmation and invoice and fill in the record; the carrier receives them at once.
            </Text>
            <RequestSummary request={loaded.request} now={loaded.now} />
            <ResponseForm request={loaded.request} reply={reply} />
            <ClaimOffer />
          </>
        )}
        {loaded.state === "closed" && !reply?.ok ? (
          <Flex>
            <Button asChild variant="soft">
              <Link to="/">Go to TrueRate</Link>
            </Button>
          </Flex>
        ) : null}
      </Flex>
    </Box>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../../components/feedback/route-error-boundary";
