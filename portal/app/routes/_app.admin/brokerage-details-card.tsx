import { Badge, Card, DataList, Flex, Heading, Text } from "@radix-ui/themes";
import { brokerMembershipLabel, registrationLabel } from "@truerate/domain/admin-console";
import { COMPLIANCE_RATING_LABEL } from "@truerate/domain/brokers/compliance-rating";
import type { BrokerageDetails } from "../../components/admin/console/types";
import { DataTable } from "../../components/data-table/data-table";
import { brokerageBrokerColumns, brokerageRecentLoadColumns } from "./brokerage-details-columns";
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

        <DataTable
          caption="Brokers"
          data={brokerage.brokers}
          columns={brokerageBrokerColumns}
          getRowId={(broker) => broker.email}
          paginated={false}
          emptyMessage="No broker has an account for this brokerage yet."
        />

        <Heading as="h4" size="3">
          Last 20 loads
        </Heading>
        <DataTable
          caption="Recent loads"
          data={brokerage.recentLoads}
          columns={brokerageRecentLoadColumns}
          getRowId={(load) => load.loadId}
          paginated={false}
          emptyMessage="No loads name this brokerage."
        />

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
