import { Box, Tabs } from "@radix-ui/themes";
import type { BrokerDashboardData } from "../../components/documents/broker-shapes";
import { useNow } from "../../components/documents/use-now";
import { AnalyticsTab } from "./analytics-tab";
import { BrokerDocumentsTab } from "./broker-documents-tab";
import { BrokerLoadsTabLoader } from "./broker-loads-tab";
import { ComplianceTab } from "./compliance-tab";
import type { TeamState } from "./team";
import { TeamTab } from "./team-tab";

/**
 * A tab's count is the brokerage's total (from the compliance figures), never the length of the
 * list shown, which the API caps at its newest rows: a capped list says so itself.
 */
const total = (value: number | undefined) => (value === undefined ? "" : ` (${value.toLocaleString("en-US")})`);

/** Requests waiting for a decision, on the Team tab's label so members notice them. */
const waitingCount = (team: TeamState) => {
  const waiting = team.state === "member" ? team.members.filter((member) => member.status === "pending").length : 0;
  return waiting > 0 ? ` (${waiting} waiting)` : "";
};

/**
 * The four tabs of docs/product.md#load-board-screens-and-routes, and Team (who may join the brokerage); Radix Tabs give the tablist
 * its arrow-key navigation.
 */
export function BrokerDashboard({
  data,
  team,
  serverNow,
}: {
  data: BrokerDashboardData;
  team: TeamState;
  serverNow: number;
}) {
  const now = useNow(serverNow);
  const stats = data.compliance.ok ? data.compliance.data.complianceStats : undefined;
  return (
    <Tabs.Root defaultValue="documents">
      <Tabs.List aria-label="Broker dashboard" wrap="wrap">
        <Tabs.Trigger value="documents">Documents{total(stats?.totalShared)}</Tabs.Trigger>
        <Tabs.Trigger value="loads">Loads{total(stats?.companyTotalRequests)}</Tabs.Trigger>
        <Tabs.Trigger value="compliance">Compliance</Tabs.Trigger>
        <Tabs.Trigger value="analytics">Analytics</Tabs.Trigger>
        <Tabs.Trigger value="team">Team{waitingCount(team)}</Tabs.Trigger>
      </Tabs.List>
      <Box pt="4">
        <Tabs.Content value="documents">
          <BrokerDocumentsTab documents={data.sharedDocuments} total={stats?.totalShared} />
        </Tabs.Content>
        <Tabs.Content value="loads">
          <BrokerLoadsTabLoader now={now} total={stats?.companyTotalRequests} />
        </Tabs.Content>
        <Tabs.Content value="compliance">
          <ComplianceTab compliance={data.compliance} now={now} />
        </Tabs.Content>
        <Tabs.Content value="analytics">
          <AnalyticsTab analytics={data.analytics} />
        </Tabs.Content>
        <Tabs.Content value="team">
          <TeamTab team={team} />
        </Tabs.Content>
      </Box>
    </Tabs.Root>
  );
}
