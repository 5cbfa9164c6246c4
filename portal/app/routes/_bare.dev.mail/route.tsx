import { Button, Callout, Flex, Text } from "@radix-ui/themes";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { TrueRateApiError } from "@truerate/sdk";
import { Field } from "../../components/forms/field";
import { Screen } from "../../components/shell/screen";
import { apiClient } from "../../lib/api-client.server";
import { pageTitle } from "../../lib/meta";
import { isProduction } from "../../lib/portal-env";
import { OutboxList } from "./outbox-list";

export const meta: MetaFunction = () => pageTitle("Mail outbox (development)");

/**
 * /dev/mail: the local mailer's outbox for one address (GET /api/dev/mail), so verification codes
 * and reset links can be read without a mail server. Development only: production answers 404.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (isProduction(context.cloudflare.env)) throw new Response("Not Found", { status: 404 });
  const to = new URL(request.url).searchParams.get("to")?.trim() ?? "";
  if (!to) return { to, messages: [], error: null };
  const { data, error, response } = await apiClient(context, request).GET("/api/dev/mail", {
    params: { query: { to } },
  });
  if (!data) return { to, messages: [], error: new TrueRateApiError(response, error).message };
  return { to, messages: data.messages, error: null };
}

export default function DevMail() {
  const { to, messages, error } = useLoaderData<typeof loader>();
  const searching = useNavigation().state === "loading";
  return (
    <Screen title="Mail outbox" description="Development only: the e-mails the local mailer wrote instead of sending.">
      <Form method="get" role="search" aria-label="Outbox">
        <Flex gap="3" align="end" wrap="wrap" mb="5">
          <div style={{ flex: "1 1 18rem" }}>
            <Field
              label="Recipient e-mail"
              inputProps={{ name: "to", type: "email", defaultValue: to, required: true }}
            />
          </div>
          <Button size="3" type="submit" disabled={searching}>
            {searching ? "Loading..." : "Show messages"}
          </Button>
        </Flex>
      </Form>
      {error ? (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{error}</Callout.Text>
        </Callout.Root>
      ) : null}
      {to && !error && messages.length === 0 ? (
        <Text as="p" color="gray">
          No messages for {to}.
        </Text>
      ) : null}
      <OutboxList messages={messages} />
    </Screen>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../../components/feedback/route-error-boundary";
