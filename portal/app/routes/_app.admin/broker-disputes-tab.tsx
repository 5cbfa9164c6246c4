import { Button, Flex, Heading, SegmentedControl, Text } from "@radix-ui/themes";
import type { BrokerDisputeStatus } from "@truerate/domain/enums";
import { useState } from "react";
import { TabEmpty, TabError, TabLoading } from "../../components/admin/console-states";
import { useTabFetcher } from "../../components/admin/use-tab-fetcher";
import { DataTable } from "../../components/data-table/data-table";
import type { loader } from "../resources.admin.broker-disputes/route";
import { brokerDisputeColumns } from "./broker-dispute-columns";

type Status = BrokerDisputeStatus;

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
          <DataTable
            caption="Broker disputes"
            data={data.data.disputes}
            columns={brokerDisputeColumns}
            getRowId={(dispute) => dispute.id}
            paginated={false}
          />
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
