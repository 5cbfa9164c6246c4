import {
  Badge,
  Button,
  Callout,
  Card,
  DataList,
  Flex,
  Heading,
  Text,
  Link as ThemeLink,
  VisuallyHidden,
} from "@radix-ui/themes";
import { Form, useNavigation } from "@remix-run/react";
import { Field } from "../../components/forms/field";
import type { RegistryEntry, RegistrySnapshot as Snapshot } from "./registry-snapshot.server";

const AS_OF = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

/** "From FMCSA census file X, as of November 1, 2026": where a record's data comes from, and how old it is. */
export function freshnessLabel(entry: Pick<RegistryEntry, "sourceFile" | "dataAsOf">): string {
  const asOf = entry.dataAsOf ? AS_OF.format(new Date(`${entry.dataAsOf}T00:00:00Z`)) : "an unknown date";
  return `From FMCSA census file ${entry.sourceFile ?? "(file not recorded)"}, as of ${asOf}`;
}

const safer = (dotNumber: string) =>
  `https://safer.fmcsa.dot.gov/query.asp?searchtype=ANY&query_type=queryCarrierSnapshot&query_param=USDOT&query_string=${encodeURIComponent(dotNumber)}`;

/** The FMCSA snapshot: look a carrier or broker up in the registry by name, MC or USDOT number. */
export function RegistrySnapshot({ snapshot }: { snapshot: Snapshot }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.location?.pathname === "/tools";
  const q = snapshot.state === "idle" ? "" : snapshot.q;
  return (
    <section aria-labelledby="snapshot-heading">
      <Heading as="h2" size="5" id="snapshot-heading" mb="1">
        FMCSA snapshot
      </Heading>
      <Text as="p" color="gray" size="2" mb="3">
        Check a carrier's or broker's registration before you take a load: search the FMCSA registry by company name, MC
        number or USDOT number.
      </Text>
      <Form method="get" action="/tools" role="search" aria-label="FMCSA registry">
        <Flex gap="3" align="end" wrap="wrap">
          <div style={{ flex: "1 1 16rem" }}>
            <Field
              label="Company name, MC or USDOT number"
              inputProps={{
                name: "q",
                defaultValue: q,
                placeholder: "e.g. Demo Trucking or MC654321",
                autoComplete: "off",
              }}
              errors={snapshot.state === "invalid" ? [snapshot.message] : undefined}
            />
          </div>
          <Button type="submit" loading={busy}>
            Look up
          </Button>
        </Flex>
      </Form>
      <div role="status">{busy ? <VisuallyHidden>Searching the FMCSA registry…</VisuallyHidden> : null}</div>
      <Flex direction="column" gap="3" mt="4">
        <SnapshotResults snapshot={snapshot} />
      </Flex>
    </section>
  );
}

function SnapshotResults({ snapshot }: { snapshot: Snapshot }) {
  if (snapshot.state === "idle" || snapshot.state === "invalid") return null;
  if (snapshot.state === "failed")
    return (
      <Callout.Root color="red" role="alert">
        <Callout.Text>The registry could not be searched: {snapshot.message}. Please try again.</Callout.Text>
      </Callout.Root>
    );
  if (snapshot.entries.length === 0)
    return (
      <Text as="p" color="gray">
        No carrier or broker in the registry matches “{snapshot.q}”. Check the spelling, or search by MC or USDOT
        number.
      </Text>
    );
  return (
    <>
      <Text as="p" size="2" color="gray">
        {snapshot.entries.length} {snapshot.entries.length === 1 ? "record matches" : "records match"} “{snapshot.q}”.
      </Text>
      {snapshot.entries.map((entry) => (
        <RegistryRecordCard key={`${entry.kind}-${entry.id}`} entry={entry} />
      ))}
    </>
  );
}

function RegistryRecordCard({ entry }: { entry: RegistryEntry }) {
  const active = entry.status === "A";
  return (
    <Card asChild>
      <article aria-label={`${entry.companyName} (${entry.kind})`}>
        <Flex justify="between" align="start" gap="3" wrap="wrap" mb="3">
          <div>
            <Heading as="h3" size="3">
              {entry.companyName}
            </Heading>
            {entry.dbaName ? (
              <Text size="2" color="gray">
                Doing business as {entry.dbaName}
              </Text>
            ) : null}
          </div>
          <Flex gap="2">
            <Badge color="gray" variant="surface" highContrast>
              {entry.kind === "carrier" ? "Carrier" : "Broker"}
            </Badge>
            <Badge color={active ? "green" : "red"} variant="surface" highContrast>
              {active ? "USDOT active" : entry.status === "I" ? "USDOT inactive" : "Status unknown"}
            </Badge>
          </Flex>
        </Flex>
        <DataList.Root size="2">
          <Item label="MC number" value={entry.mcNumber} />
          <Item label="USDOT number" value={entry.dotNumber} />
          <Item label="Location" value={[entry.city, entry.state].filter(Boolean).join(", ") || "Not listed"} />
          {entry.kind === "carrier" ? (
            <>
              <Item label="Operating authority" value={entry.operatingAuthority ?? "Not listed"} />
              <Item label="Classification" value={entry.classification?.split(";").join(", ") || "Not listed"} />
              <Item label="Hazardous materials" value={entry.hazmatFlag ? "Yes" : "No"} />
            </>
          ) : null}
        </DataList.Root>
        <Flex justify="between" gap="3" wrap="wrap" mt="3">
          <Text size="1" color="gray">
            {freshnessLabel(entry)}
          </Text>
          <ThemeLink href={safer(entry.dotNumber)} target="_blank" rel="noopener noreferrer" size="2">
            Open on FMCSA SAFER<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </ThemeLink>
        </Flex>
      </article>
    </Card>
  );
}

function Item({ label, value }: { label: string; value: string }) {
  return (
    <DataList.Item>
      <DataList.Label minWidth="10rem">{label}</DataList.Label>
      <DataList.Value>{value}</DataList.Value>
    </DataList.Item>
  );
}
