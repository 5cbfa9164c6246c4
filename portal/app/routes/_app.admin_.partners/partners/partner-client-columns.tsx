import { Badge, Button, Code, Flex } from "@radix-ui/themes";
import { Form, useNavigation } from "@remix-run/react";
import type { components } from "@truerate/sdk";
import { dataTableColumnHelper } from "../../../components/data-table/features";
import { IntentInput } from "../../../components/forms/intent-input";

type PartnerClient = components["schemas"]["PartnerClient"];

/** Rotate or revoke a live client; both post to the partners page with the client's id. */
function ClientActions({ client }: { client: PartnerClient }) {
  const busy = useNavigation().formData?.get("clientId") === client.id;
  if (client.revokedAt) return null;
  return (
    <Flex gap="2">
      <Form method="post">
        <IntentInput intent="rotate" />
        <input type="hidden" name="clientId" value={client.id} />
        <Button size="1" variant="soft" type="submit" disabled={busy} aria-label={`Rotate secret of ${client.name}`}>
          Rotate secret
        </Button>
      </Form>
      <Form method="post">
        <IntentInput intent="revoke" />
        <input type="hidden" name="clientId" value={client.id} />
        <Button size="1" color="red" variant="soft" type="submit" disabled={busy} aria-label={`Revoke ${client.name}`}>
          Revoke
        </Button>
      </Form>
    </Flex>
  );
}

const column = dataTableColumnHelper<PartnerClient>();

/** An organisation's API clients: name (and sandbox), id, scopes, rate limit, status, and what can be done. */
export const partnerClientColumns = column.columns([
  column.display({
    id: "name",
    header: "Name",
    meta: { rowHeader: true },
    cell: ({ row }) => (
      <>
        {row.original.name}{" "}
        {row.original.sandbox ? (
          <Badge color="amber" highContrast title="Its pushes stay in the sandbox: no figure, no broker, no mail">
            sandbox
          </Badge>
        ) : null}
      </>
    ),
  }),
  column.display({
    id: "clientId",
    header: "Client id",
    cell: ({ row }) => (
      <Code size="1" style={{ overflowWrap: "anywhere" }}>
        {row.original.id}
      </Code>
    ),
  }),
  column.display({ id: "scopes", header: "Scopes", cell: ({ row }) => row.original.scopes.join(", ") }),
  column.display({ id: "limit", header: "Limit", cell: ({ row }) => `${row.original.rateLimitPerMinute}/min` }),
  column.display({
    id: "status",
    header: "Status",
    cell: ({ row }) =>
      row.original.revokedAt ? (
        <Badge color="red" highContrast>
          revoked
        </Badge>
      ) : (
        <Badge color="green" highContrast>
          active
        </Badge>
      ),
  }),
  column.display({ id: "actions", header: "Actions", cell: ({ row }) => <ClientActions client={row.original} /> }),
]);
