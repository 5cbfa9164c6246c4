import "../../components/admin/admin-console.css";
import { Box, Tabs } from "@radix-ui/themes";
import { useSearchParams } from "@remix-run/react";
import type { AdminLoadsPage } from "../../components/admin/admin-load";
import type { Result } from "../../lib/result";
import { BrokerDisputesTab } from "./broker-disputes-tab";
import { BrokerageSearchTab } from "./brokerage-search-tab";
import { DataQualityTab } from "./data-quality/data-quality-tab";
import { DocumentManagementTab } from "./document-management-tab";
import { VerificationQueueTab } from "./evidence/verification-queue-tab";
import { IdentityFlagsTab } from "./identity/identity-flags-tab";
import { LoadManagementTab } from "./load-management-tab";
import { TrackerTab } from "./tracker-tab";
import { WaiverClausesTab } from "./waiver-clauses/waiver-clauses-tab";

const ADMIN_TABS: readonly string[] = [
  "loads",
  "verification",
  "tracker",
  "brokerages",
  "documents",
  "data-quality",
  "waiver-clauses",
  "broker-disputes",
  "identity",
];

/**
 * The admin dashboard's tabs (docs/product.md#load-board-screens-and-routes). Load Management comes with the page; the others
 * read their own data when opened. `tr-admin-tab` keeps every table within the screen.
 */
export function AdminDashboard({ loads, date }: { loads: Result<AdminLoadsPage>; date: string | null }) {
  // `?tab=` opens a tab directly (the complaint packet's way back lands on the tab it came from).
  const [searchParams] = useSearchParams();
  const requested = searchParams.get("tab");
  const initial = requested && ADMIN_TABS.includes(requested) ? requested : "loads";
  return (
    <Tabs.Root defaultValue={initial}>
      <Tabs.List aria-label="Admin dashboard" wrap="wrap">
        <Tabs.Trigger value="loads">Load Management</Tabs.Trigger>
        <Tabs.Trigger value="verification">Verification queue</Tabs.Trigger>
        <Tabs.Trigger value="tracker">48H Tracker</Tabs.Trigger>
        <Tabs.Trigger value="brokerages">Brokerage Search</Tabs.Trigger>
        <Tabs.Trigger value="documents">Document Management</Tabs.Trigger>
        <Tabs.Trigger value="data-quality">Data quality</Tabs.Trigger>
        <Tabs.Trigger value="waiver-clauses">Waiver clauses</Tabs.Trigger>
        <Tabs.Trigger value="broker-disputes">Broker disputes</Tabs.Trigger>
        <Tabs.Trigger value="identity">Broker identity</Tabs.Trigger>
      </Tabs.List>
      <Box pt="4">
        <Tabs.Content value="loads" className="tr-admin-tab">
          <LoadManagementTab loads={loads} date={date} />
        </Tabs.Content>
        <Tabs.Content value="verification" className="tr-admin-tab">
          <VerificationQueueTab />
        </Tabs.Content>
        <Tabs.Content value="tracker" className="tr-admin-tab">
          <TrackerTab />
        </Tabs.Content>
        <Tabs.Content value="brokerages" className="tr-admin-tab">
          <BrokerageSearchTab />
        </Tabs.Content>
        <Tabs.Content value="documents" className="tr-admin-tab">
          <DocumentManagementTab />
        </Tabs.Content>
        <Tabs.Content value="data-quality" className="tr-admin-tab">
          <DataQualityTab />
        </Tabs.Content>
        <Tabs.Content value="waiver-clauses" className="tr-admin-tab">
          <WaiverClausesTab />
        </Tabs.Content>
        <Tabs.Content value="broker-disputes" className="tr-admin-tab">
          <BrokerDisputesTab />
        </Tabs.Content>
        <Tabs.Content value="identity" className="tr-admin-tab">
          <IdentityFlagsTab />
        </Tabs.Content>
      </Box>
    </Tabs.Root>
  );
}
