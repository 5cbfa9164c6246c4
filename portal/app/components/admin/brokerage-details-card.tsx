import { Badge, Card, DataList, Flex, Heading, Table, Text } from "@radix-ui/themes";
import { brokerMembershipLabel, registrationLabel } from "@truerate/domain/admin-console";
import { COMPLIANCE_RATING_LABEL } from "@truerate/domain/brokers/compliance-rating";
import { formatNewYorkTime } from "@truerate/domain/new-york-time";
import { formatLoadDate } from "../loads/load-display";
import type { BrokerageDetails } from "./console/types";
import { RatingBadge } from "./rating-badge";

/** One brokerage: its FMCSA record and figures, its broker users, its last 20 loads, its complaints. */
export function BrokerageDetailsCard({ brokerage }: { brokerage: BrokerageDetails }) {
  return (
    <Card size="3" aria-labelledby="brokerage-details-title">
      <Flex direction="column" gap="4">
        <Flex align="center" gap="3" wrap="wrap">
          <Heading as="h3" size="5" id="brokerage-details-title">
            {brokerage.companyName}
          </Heading>
          <Badge color={brokerage.registered ? (brokerage.brokerCount > 0 ? "green" : "amber") : "gray"} highContrast>
            {registrationLabel(brokerage)}
          </Badge>
        </Flex>
        <DataList.Root orientation={{ initial: "vertical", sm: "horizontal" }}>
          <DataList.Item>
            <DataList.Label>MC / USDOT</DataList.Label>
            <DataList.Value>
              {brokerage.mcNumber} / {brokerage.dotNumber ?? "—"}
            </DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>FMCSA record</DataList.Label>
            <DataList.Value>
              {brokerage.fmcsa
                ? [brokerage.fmcsa.address, brokerage.fmcsa.city, brokerage.fmcsa.state].filter(Boolean).join(", ") ||
                  brokerage.fmcsa.companyName
                : "Not in the registry"}
            </DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>{COMPLIANCE_RATING_LABEL}</DataList.Label>
            <DataList.Value>
              <RatingBadge rating={brokerage.complianceRating} />
            </DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>Requests (12 months)</DataList.Label>
            <DataList.Value>
              {brokerage.totalLoads} received, {brokerage.compliantLoads} answered within 48 hours,{" "}
              {brokerage.overdueLoads} late or missed
            </DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>Brokers</DataList.Label>
            <DataList.Value>{brokerMembershipLabel(brokerage)}</DataList.Value>
          </DataList.Item>
        </DataList.Root>

        {brokerage.brokers.length > 0 ? (
          <Table.Root variant="surface" size="1">
            <caption className="tr-visually-hidden">Brokers</caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>E-mail</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Created</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Membership</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Verified</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Subscription</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {brokerage.brokers.map((broker) => (
                <Table.Row key={broker.email}>
                  <Table.RowHeaderCell style={{ overflowWrap: "anywhere" }}>{broker.email}</Table.RowHeaderCell>
                  <Table.Cell>{formatNewYorkTime(broker.createdAt, "short")}</Table.Cell>
                  <Table.Cell>
                    {broker.membership === "member" ? "Member" : "Waiting for a member's approval"}
                  </Table.Cell>
                  <Table.Cell>{broker.verified ? "Yes" : "No"}</Table.Cell>
                  <Table.Cell>{broker.subscriptionStatus}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        ) : (
          <Text color="gray">No broker has an account for this brokerage yet.</Text>
        )}

        <Heading as="h4" size="3">
          Last 20 loads
        </Heading>
        {brokerage.recentLoads.length === 0 ? (
          <Text color="gray">No loads name this brokerage.</Text>
        ) : (
          <Table.Root variant="surface" size="1" className="tr-wrap-table">
            <caption className="tr-visually-hidden">Recent loads</caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>Load #</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Date</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Pickup</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Delivery</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Broker e-mail</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Documents</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {brokerage.recentLoads.map((load) => (
                <Table.Row key={load.loadId}>
                  <Table.RowHeaderCell>{load.loadNumber}</Table.RowHeaderCell>
                  <Table.Cell>{formatLoadDate(load.date)}</Table.Cell>
                  <Table.Cell>{load.pickupLocation}</Table.Cell>
                  <Table.Cell>{load.deliveryLocation}</Table.Cell>
                  <Table.Cell style={{ overflowWrap: "anywhere" }}>{load.brokerEmail}</Table.Cell>
                  <Table.Cell>{load.status}</Table.Cell>
                  <Table.Cell>{load.documentCount}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}

        {brokerage.complaints.length > 0 ? (
          <>
            <Heading as="h4" size="3">
              Complaints filed
            </Heading>
            <ul>
              {brokerage.complaints.map((complaint) => (
                <li key={complaint.id}>
                  <Text size="2">
                    {complaint.nccdbComplaintId} (load {complaint.loadNumber}): {complaint.outcome}
                    {complaint.brokerReply ? ` — reply: ${complaint.brokerReply}` : ""}
                  </Text>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </Flex>
    </Card>
  );
}
