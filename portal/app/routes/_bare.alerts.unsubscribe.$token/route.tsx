import { Box, Button, Callout, Flex, Heading, Text } from "@radix-ui/themes";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { apiClient } from "../../lib/api-client.server";
import { pageTitle } from "../../lib/meta";
import { failed, succeeded } from "../../lib/result";
import { type Reply, UNREACHABLE, unsubscribe } from "./action.server";

export const meta: MetaFunction = () => pageTitle("Rate alert e-mails");

/** What the e-mail's link is about; opening it changes nothing (a mail scanner may open links). */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const {
    data: found,
    error,
    response,
  } = await apiClient(context, request).GET("/api/rate-alerts/unsubscribe/{token}", {
    params: { path: { token: params.token ?? "" } },
  });
  if (found) return succeeded(found) satisfies Reply;
  const status = response.status >= 400 && response.status < 500 ? response.status : 502;
  return data<Reply>(failed(error?.message ?? UNREACHABLE), { status });
}

export const action = (args: ActionFunctionArgs) => unsubscribe(args);

/** /alerts/unsubscribe/:token — the unsubscribe link of a rate alert e-mail; the token is the credential. */
export default function UnsubscribeRateAlert() {
  const loaded = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const state = reply ?? loaded;
  return (
    <Box px="4" py="6" mx="auto" style={{ maxWidth: 640 }}>
      <Flex direction="column" gap="4">
        <Heading as="h1" size="7">
          Rate alert e-mails
        </Heading>
        {!state.ok ? (
          <Callout.Root color="red" role="alert">
            <Callout.Text>{state.message}</Callout.Text>
          </Callout.Root>
        ) : state.data.active ? (
          <Form method="post">
            <Flex direction="column" gap="3" align="start">
              <Text as="p">
                You get an e-mail when the published rate of <strong>{state.data.lane}</strong> crosses your alert.
              </Text>
              <Button type="submit" size="3" disabled={busy}>
                {busy ? "Turning off…" : "Turn off this alert"}
              </Button>
            </Flex>
          </Form>
        ) : (
          <Callout.Root color="green" role="status">
            <Callout.Text>{state.data.message}</Callout.Text>
          </Callout.Root>
        )}
        <Text as="p" color="gray" size="2">
          Your saved lanes and their alerts are on your <Link to="/">home page</Link>.
        </Text>
      </Flex>
    </Box>
  );
}
