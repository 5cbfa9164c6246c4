import { Box, Tabs } from "@radix-ui/themes";
import type { BrokerDashboardData } from "../../lib/documents/broker-shapes";
import { useNow } from "../../lib/documents/use-now";
import { AnalyticsTab } from "./analytics-tab";
import { BrokerDocumentsTab } from "./broker-documents-tab";
import { BrokerLoadsTab } from "./broker-loads-tab";
import { ComplianceTab } from "./compliance-tab";

const count = <T,>(section: { ok: true; data: readonly T[] } | { ok: false }) =>
  section.ok ? ` (${section.data.length})` : "";

/** The four tabs of spec 001 §2; Radix Tabs give the tablist its arrow-key navigation. */
export function BrokerDashboard({ data, serverNow }: { data: BrokerDashboardData; serverNow: number }) {
  const now = useNow(serverNow);
  return (
    <Tabs.Root defaultValue="documents">
      <Tabs.List aria-label="Broker dashboard">
        <Tabs.Trigger value="documents">Documents{count(data.sharedDocuments)}</Tabs.Trigger>
        <Tabs.Trigger value="loads">Loads{count(data.loads)}</Tabs.Trigger>
        <Tabs.Trigger value="compliance">Compliance</Tabs.Trigger>
        <Tabs.Trigger value="analytics">Analytics</Tabs.Trigger>
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
          <AnalyticsTab data={data} />
        </Tabs.Content>
      </Box>
    </Tabs.Root>
  );
}
