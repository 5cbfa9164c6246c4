import { Box, Button, Callout, Card, Code, Flex, Heading, Text } from "@radix-ui/themes";
import { Form, useNavigation, useSearchParams } from "@remix-run/react";
import type { components } from "@truerate/sdk";
import { DataTable } from "../../../components/data-table/data-table";
import { DataTablePager } from "../../../components/data-table/data-table-pager";
import { CheckboxInput } from "../../../components/forms/controls";
import { Field } from "../../../components/forms/field";
import { FormAlert } from "../../../components/forms/form-alert";
import { IntentInput } from "../../../components/forms/intent-input";
import { SelectField } from "../../../components/forms/select-field";
import { SubmitButton } from "../../../components/forms/submit-button";
import { partnerClientColumns } from "./partner-client-columns";

export type PartnerOrganisation = components["schemas"]["PartnerOrganisation"];
type OrganisationsPage = components["schemas"]["PartnerOrganisationsPage"];
interface OrganisationsFilter {
  q: string;
  sort: "newest" | "name";
}
type Scope = components["schemas"]["PartnerClient"]["scopes"][number];

const SCOPES: { scope: Scope; label: string }[] = [
  { scope: "loads:write", label: "Push loads (loads:write)" },
  { scope: "rates:read", label: "Look up lane rates (rates:read)" },
  { scope: "webhooks:manage", label: "Manage webhooks (webhooks:manage)" },
];

export interface PartnersActionData {
  error?: string;
  fields?: Record<string, string[]>;
  issued?: { clientId: string; clientSecret: string; name: string };
}

/** The one moment a client secret is visible: after it is issued or rotated. */
function IssuedSecret({ issued }: { issued: NonNullable<PartnersActionData["issued"]> }) {
  return (
    <Callout.Root color="green" role="status">
      <Callout.Text>
        Secret for <strong>{issued.name}</strong> — copy it now, it is never shown again.
      </Callout.Text>
      <Text as="p" size="2">
        Client id: <Code>{issued.clientId}</Code>
      </Text>
      <Text as="p" size="2">
        Client secret: <Code>{issued.clientSecret}</Code>
      </Text>
    </Callout.Root>
  );
}

function NewClientForm({ organisation }: { organisation: PartnerOrganisation }) {
  const navigation = useNavigation();
  const busy = navigation.formData?.get("organisationId") === organisation.id;
  return (
    // Not a landmark of its own (forty organisations would make forty "form" landmarks); its fields are labelled.
    <Form method="post">
      <IntentInput intent="create-client" />
      <input type="hidden" name="organisationId" value={organisation.id} />
      <Flex gap="3" align="end" wrap="wrap">
        <Field label="Client name" inputProps={{ name: "name", required: true, placeholder: "Production TMS" }} />
        <Flex direction="column" gap="1" role="group" aria-label="Scopes">
          {SCOPES.map(({ scope, label }) => (
            <Text as="label" size="2" key={scope}>
              <Flex gap="2" align="center">
                <CheckboxInput name="scopes" value={scope} defaultChecked />
                {label}
              </Flex>
            </Text>
          ))}
        </Flex>
        <Text as="label" size="2">
          <Flex gap="2" align="center">
            <CheckboxInput name="sandbox" />
            Sandbox client (its pushes never reach figures, brokers or mail)
          </Flex>
        </Text>
        <SubmitButton size="2" busy={busy} label="Issue client" busyLabel="Issuing..." />
      </Flex>
    </Form>
  );
}

const SORTS = [
  { value: "newest", label: "Newest first" },
  { value: "name", label: "Name (A to Z)" },
] as const;

/** Find by name and order the list; a GET form, so the page's address keeps the choice. */
function FindOrganisations({ filter }: { filter: OrganisationsFilter }) {
  return (
    <Form method="get" role="search" aria-label="Find partner organisations">
      <Flex gap="3" align="end" wrap="wrap">
        <Field label="Name contains" inputProps={{ name: "q", type: "search", defaultValue: filter.q }} />
        <SelectField label="Order" options={SORTS} selectProps={{ name: "sort", defaultValue: filter.sort }} />
        <Button type="submit" variant="soft">
          Show
        </Button>
      </Flex>
    </Form>
  );
}

/** Partner organisations (TMS, load boards) and their API clients: create, issue, rotate, revoke. */
export function PartnersScreen({
  listing,
  filter,
  loadError,
  actionData,
}: {
  listing: OrganisationsPage;
  filter: OrganisationsFilter;
  loadError: string | null;
  actionData: PartnersActionData | undefined;
}) {
  const { organisations } = listing;
  const [, setSearchParams] = useSearchParams();
  const goTo = (index: number) =>
    setSearchParams((params) => {
      params.set("page", String(index + 1));
      return params;
    });
  const navigation = useNavigation();
  const creating = navigation.formData?.get("intent") === "create-organisation";
  return (
    <Flex direction="column" gap="5">
      {actionData?.issued ? <IssuedSecret issued={actionData.issued} /> : null}
      <FormAlert message={actionData?.error} />
      <Card>
        <Form method="post" aria-label="New partner organisation">
          <IntentInput intent="create-organisation" />
          <Flex gap="3" align="end" wrap="wrap">
            <Field
              label="Organisation name"
              inputProps={{ name: "name", required: true, placeholder: "Acme TMS" }}
              errors={actionData?.fields?.name}
            />
            <Field
              label="Carrier account e-mail"
              hint="Loads it pushes are submitted for this carrier (needed for loads:write)."
              inputProps={{ name: "carrierEmail", type: "email", placeholder: "carrier@truerate.test" }}
              errors={actionData?.fields?.carrierEmail}
            />
            <SubmitButton size="2" busy={creating} label="Create organisation" busyLabel="Creating..." />
          </Flex>
        </Form>
      </Card>
      <FindOrganisations filter={filter} />
      {loadError ? <FormAlert message={loadError} /> : null}
      {!loadError && listing.total === 0 ? (
        <Text color="gray">
          {filter.q
            ? `No partner organisation's name contains "${filter.q}".`
            : "No partner organisations yet. Create one above, then issue it an API client."}
        </Text>
      ) : null}
      {organisations.map((organisation) => (
        <Card key={organisation.id} asChild>
          <article aria-label={organisation.name}>
            <Flex direction="column" gap="3">
              <Box>
                <Heading as="h2" size="4">
                  {organisation.name}
                </Heading>
                <Text size="2" color="gray">
                  {organisation.carrierEmail
                    ? `Submits loads for ${organisation.carrierEmail}`
                    : "Read-only (no carrier account)"}
                </Text>
              </Box>
              <DataTable
                caption={`API clients of ${organisation.name}`}
                data={organisation.clients}
                columns={partnerClientColumns}
                getRowId={(client) => client.id}
                paginated={false}
                emptyMessage="No API clients yet."
              />
              <NewClientForm organisation={organisation} />
            </Flex>
          </article>
        </Card>
      ))}
      {listing.total > 0 ? (
        <DataTablePager
          pageIndex={listing.page - 1}
          pageSize={listing.pageSize}
          pageCount={Math.ceil(listing.total / listing.pageSize)}
          total={listing.total}
          onPageChange={goTo}
        />
      ) : null}
    </Flex>
  );
}
