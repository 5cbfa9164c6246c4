import { Button, Card, Flex, Heading, Link as RadixLink, Text } from "@radix-ui/themes";
import { Link } from "@remix-run/react";
import { useMemo } from "react";
import { DataTable } from "../../components/data-table/data-table";
import type { Result } from "../../lib/result";
import type { BrokerProfile, BrokerProfileEvents, ProfileEventKind } from "./profile.server";
import { profileEventColumns } from "./profile-event-columns";

export const EVENT_TITLES: Record<ProfileEventKind, string> = {
  on_time: "Requests answered within 48 hours",
  late: "Requests answered late",
  missed: "Missed deadlines",
  pending: "Requests still within their 48 hours",
  verified: "Records verified by an administrator",
  complaint: "NCCDB complaints filed",
  payment: "Invoices and payments carriers recorded",
  waiver: "Rate confirmations with a waiver clause",
  identity_fail: "Loads failing a broker identity check",
};

const PAGE_SIZE = 50;

function EventsTable({ events, anonymised }: { events: BrokerProfileEvents; anonymised: boolean }) {
  const columns = useMemo(() => profileEventColumns(events.kind, anonymised), [events.kind, anonymised]);
  return <DataTable caption={EVENT_TITLES[events.kind]} data={events.events} columns={columns} paginated={false} />;
}

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
            <EventsTable events={events.data} anonymised={anonymised} />
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
