import { Badge, Button, Flex, Heading, Link as RadixLink, SegmentedControl, Table, Text } from "@radix-ui/themes";
import { Link } from "@remix-run/react";
import type { BrokerDisputeStatus } from "@truerate/domain/enums";
import { formatNewYorkTime } from "@truerate/domain/new-york-time";
import { useState } from "react";
import type { loader } from "../../routes/resources.admin.broker-disputes/route";
import { brokerProfilePath } from "../broker-profile/profile-path";
import { TabEmpty, TabError, TabLoading } from "./console-states";
import { useTabFetcher } from "./use-tab-fetcher";

type Status = BrokerDisputeStatus;
const KIND_LABELS = { deadline_missed: "Missed deadline", complaint: "Complaint" } as const;

/** Brokers' disputes of events on their profiles; each links to the profile, where it is decided. */
export function BrokerDisputesTab() {
  const [status, setStatus] = useState<Status>("open");
  const [page, setPage] = useState(1);
  const { data, loading } = useTabFetcher<typeof loader>(
    `/resources/admin/broker-disputes?status=${status}&page=${page}`,
  );
  return (
    <Flex direction="column" gap="3">
      <Heading as="h2" size="4">
        Broker disputes
      </Heading>
      <Text as="p" size="2" color="gray">
        A brokerage disputes a missed deadline or a complaint on its profile. Open the profile to read the evidence
        behind the event and uphold (the event leaves the score) or reject the dispute, with a reason.
      </Text>
      <SegmentedControl.Root
        value={status}
        onValueChange={(value) => {
          setStatus(value as Status);
          setPage(1);
        }}
        aria-label="Which disputes"
        style={{ alignSelf: "start" }}
      >
        <SegmentedControl.Item value="open">Open</SegmentedControl.Item>
        <SegmentedControl.Item value="upheld">Upheld</SegmentedControl.Item>
        <SegmentedControl.Item value="rejected">Rejected</SegmentedControl.Item>
      </SegmentedControl.Root>
      {!data ? (
        <TabLoading label="Loading the broker disputes…" />
      ) : !data.ok ? (
        <TabError message={data.message} />
      ) : data.data.disputes.length === 0 ? (
        <TabEmpty message={status === "open" ? "No dispute is waiting for a decision." : `No ${status} disputes.`} />
      ) : (
        <>
          <Table.Root variant="surface" size="1">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>Broker</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Event</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Filed</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Statement</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.data.disputes.map((dispute) => (
                <Table.Row key={dispute.id}>
                  <Table.RowHeaderCell>
                    <RadixLink asChild>
                      <Link to={brokerProfilePath(dispute.brokerKey)}>{dispute.brokerName}</Link>
                    </RadixLink>
                  </Table.RowHeaderCell>
                  <Table.Cell>
                    {KIND_LABELS[dispute.kind]} · load {dispute.loadNumber}
                  </Table.Cell>
                  <Table.Cell>{formatNewYorkTime(dispute.filedAt, "short")}</Table.Cell>
                  <Table.Cell>{dispute.statement}</Table.Cell>
                  <Table.Cell>
                    <Badge
                      highContrast
                      color={dispute.status === "open" ? "amber" : dispute.status === "upheld" ? "green" : "gray"}
                    >
                      {dispute.status}
                    </Badge>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          <Flex gap="2" align="center">
            <Button variant="soft" disabled={page <= 1 || loading} onClick={() => setPage(page - 1)}>
              Previous
            </Button>
            <Text size="2">Page {page}</Text>
            <Button variant="soft" disabled={!data.data.hasMore || loading} onClick={() => setPage(page + 1)}>
              Next
            </Button>
          </Flex>
        </>
      )}
    </Flex>
  );
}
