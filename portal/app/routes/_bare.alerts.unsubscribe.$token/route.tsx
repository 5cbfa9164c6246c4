import { Box, Button, Callout, Flex, Heading, Text } from "@radix-ui/themes";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { components } from "@truerate/sdk";
import { z } from "zod";
import { apiClient } from "../../lib/api-client.server";
import { invalidForm, parseForm } from "../../lib/forms/parse-form.server";
import { pageTitle } from "../../lib/meta";
import { failed, type Result, succeeded } from "../../lib/result";

export const meta: MetaFunction = () => pageTitle("Rate alert e-mails");

const UNREACHABLE = "The alert could not be reached. Please try again in a moment.";

/** The alert the link is about (the lane, whether it is on), or why it could not be read. */
type Reply = Result<components["schemas"]["RateAlertSubscription"]>;

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

/** The button's form carries nothing: the token in the address is the whole request. */
const unsubscribeFormSchema = z.object({});

/** The carrier's click: the alert goes off, the lane stays saved. */
export async function action({ params, request, context }: ActionFunctionArgs) {
  const parsed = await parseForm(request, unsubscribeFormSchema);
  if (!parsed.ok) return invalidForm<Reply>(failed(UNREACHABLE));
  const { data: done, error } = await apiClient(context, request).POST("/api/rate-alerts/unsubscribe/{token}", {
    params: { path: { token: params.token ?? "" } },
  });
  return (done ? succeeded(done) : failed(error?.message ?? UNREACHABLE)) satisfies Reply;
}

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
