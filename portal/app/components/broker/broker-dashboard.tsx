import { Box, Tabs } from "@radix-ui/themes";
import type { TeamState } from "../../lib/brokerage/team";
import type { BrokerDashboardData } from "../../lib/documents/broker-shapes";
import { useNow } from "../../lib/documents/use-now";
import { AnalyticsTab } from "./analytics-tab";
import { BrokerDocumentsTab } from "./broker-documents-tab";
import { BrokerLoadsTab } from "./broker-loads-tab";
import { ComplianceTab } from "./compliance-tab";
import { TeamTab } from "./team-tab";

const count = <T,>(section: { ok: true; data: readonly T[] } | { ok: false }) =>
  section.ok ? ` (${section.data.length})` : "";

/** Requests waiting for a decision, on the Team tab's label so members notice them. */
const waitingCount = (team: TeamState) => {
  const waiting = team.state === "member" ? team.members.filter((member) => member.status === "pending").length : 0;
  return waiting > 0 ? ` (${waiting} waiting)` : "";
};

/**
 * The four tabs of the load-board spec's screens and routes, and Team (who may join the brokerage); Radix Tabs give the tablist
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
  return (
    <Tabs.Root defaultValue="documents">
      <Tabs.List aria-label="Broker dashboard">
        <Tabs.Trigger value="documents">Documents{count(data.sharedDocuments)}</Tabs.Trigger>
        <Tabs.Trigger value="loads">Loads{count(data.loads)}</Tabs.Trigger>
        <Tabs.Trigger value="compliance">Compliance</Tabs.Trigger>
        <Tabs.Trigger value="analytics">Analytics</Tabs.Trigger>
        <Tabs.Trigger value="team">Team{waitingCount(team)}</Tabs.Trigger>
      </Tabs.List>
      <Box pt="4">
        <Tabs.Content value="documents">
          <BrokerDocumentsTab documents={data.sharedDocuments} />
        </Tabs.Content>
        <Tabs.Content value="loads">
          <BrokerLoadsTab loads={data.loads} now={now} />
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
