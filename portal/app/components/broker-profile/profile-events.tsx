import { Badge, Button, Card, Flex, Heading, Link as RadixLink, Table, Text } from "@radix-ui/themes";
import { Link } from "@remix-run/react";
import { formatNewYorkTime } from "@truerate/domain/new-york-time";
import type { Result } from "../../lib/result";
import type {
  BrokerProfile,
  BrokerProfileEvents,
  ProfileEventKind,
} from "../../routes/_app.brokers.$key/profile.server";

export const EVENT_TITLES: Record<ProfileEventKind, string> = {
  on_time: "Requests answered within 48 hours",
  late: "Requests answered late",
  missed: "Missed deadlines",
  pending: "Requests still within their 48 hours",
  verified: "Records verified by an administrator",
  complaint: "NCCDB complaints filed",
  payment: "Invoices and payments carriers recorded",
  waiver: "Rate confirmations with a waiver clause",
};

const DETAIL_HEADERS: Partial<Record<ProfileEventKind, string>> = {
  complaint: "Outcome",
  payment: "Payment",
  waiver: "Clause",
};

const PAGE_SIZE = 50;

/** The events behind one figure; carriers see the day only and no load but their own. */
export function ProfileEvents({ profile, events }: { profile: BrokerProfile; events: Result<BrokerProfileEvents> }) {
  if (!events.ok) {
    return (
      <Card size="2" id="events" role="alert">
        <Text>{events.message}</Text>
      </Card>
    );
  }
  const { kind, page, total } = events.data;
  const anonymised = profile.viewer.role === "carrier";
  return (
    <Card size="3" asChild>
      <section aria-labelledby="events-title" id="events" tabIndex={-1}>
        <Flex direction="column" gap="3">
          <Flex justify="between" align="center" wrap="wrap" gap="2">
            <Heading as="h2" size="5" id="events-title">
              {EVENT_TITLES[kind]} ({total})
            </Heading>
            <RadixLink asChild size="2">
              <Link to="." preventScrollReset>
                Close the events
              </Link>
            </RadixLink>
          </Flex>
          {anonymised ? (
            <Text as="p" size="2" color="gray">
              Anonymised: other carriers' loads show only their day. Your own loads link to their page.
            </Text>
          ) : null}
          {total === 0 ? (
            <Text as="p">No events of this kind in the last 12 months.</Text>
          ) : (
            <Table.Root variant="surface" size="1">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeaderCell>
                    {kind === "payment" ? "Invoiced" : kind === "waiver" ? "Found" : anonymised ? "Day" : "Submitted"}
                  </Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Load</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>{DETAIL_HEADERS[kind] ?? "Hours to answer"}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Dispute</Table.ColumnHeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {events.data.events.map((event, index) => (
                  <Table.Row key={`${event.at}-${event.loadId ?? index}`}>
                    <Table.RowHeaderCell>
                      {anonymised ? event.at.slice(0, 10) : formatNewYorkTime(event.at, "short")}
                    </Table.RowHeaderCell>
                    <Table.Cell>
                      {event.loadId ? (
                        <RadixLink asChild>
                          <Link to={`/loads/${event.loadId}`}>Load {event.loadNumber}</Link>
                        </RadixLink>
                      ) : (
                        <Text color="gray">Another carrier's load</Text>
                      )}
                    </Table.Cell>
                    <Table.Cell>
                      {kind === "complaint"
                        ? (event.complaintOutcome ?? "—").replace("_", "-")
                        : kind === "payment" || kind === "waiver"
                          ? event.detail
                          : (event.hoursToAnswer ?? "—")}
                    </Table.Cell>
                    <Table.Cell>
                      {event.dispute ? (
                        <Badge highContrast color={event.removedFromScore ? "green" : "gray"}>
                          {event.removedFromScore ? "upheld: removed from score" : event.dispute}
                        </Badge>
                      ) : (
                        "—"
                      )}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          )}
          {total > PAGE_SIZE ? (
            <Flex gap="2" align="center">
              <Button asChild variant="soft" disabled={page <= 1}>
                <Link to={`?events=${kind}&page=${page - 1}#events`} preventScrollReset aria-disabled={page <= 1}>
                  Previous
                </Link>
              </Button>
              <Text size="2">
                Page {page} of {Math.ceil(total / PAGE_SIZE)}
              </Text>
              <Button asChild variant="soft" disabled={page * PAGE_SIZE >= total}>
                <Link to={`?events=${kind}&page=${page + 1}#events`} preventScrollReset>
                  Next
                </Link>
              </Button>
            </Flex>
          ) : null}
        </Flex>
      </section>
    </Card>
  );
}
