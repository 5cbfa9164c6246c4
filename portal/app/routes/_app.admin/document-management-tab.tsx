import { Box, Flex, Tabs } from "@radix-ui/themes";
import { useEffect } from "react";
import { TabEmpty, TabError, TabLoading } from "../../components/admin/console-states";
import { useTabFetcher } from "../../components/admin/use-tab-fetcher";
import { DataTable } from "../../components/data-table/data-table";
import { useToast } from "../../components/feedback/toaster";
import type { loader } from "../resources.admin.documents/route";
import { AllDocumentsView } from "./all-documents-view";
import { complianceColumns } from "./compliance-columns";
import { StatCards } from "./stat-cards";

const rowId = (row: { loadId: string }) => row.loadId;

/**
 * Document Management: the review statistics, then two views: every load's compliance with its
 * documents (where documents are approved or denied), and every document with its uploader.
 */
export function DocumentManagementTab() {
  const { data } = useTabFetcher<typeof loader>("/resources/admin/documents");
  const { toast } = useToast();
  useEffect(() => {
    if (data && !data.ok) toast({ title: data.message, variant: "destructive" });
  }, [data, toast]);

  if (!data) return <TabLoading label="Loading documents…" />;
  if (!data.ok) return <TabError message={data.message} />;
  const { stats, loads } = data.data;
  return (
    <Flex direction="column" gap="4">
      <StatCards
        label="Document statistics"
        stats={[
          { label: "Pending review", value: stats.statusCounts.pending },
          { label: "Approved", value: stats.adminActionCounts.approved },
          { label: "Denied", value: stats.adminActionCounts.denied },
        ]}
      />
      <Tabs.Root defaultValue="compliance">
        <Tabs.List aria-label="Document views" size="1" wrap="wrap">
          <Tabs.Trigger value="compliance">Load compliance</Tabs.Trigger>
          <Tabs.Trigger value="all">All documents</Tabs.Trigger>
        </Tabs.List>
        <Box pt="3">
          <Tabs.Content value="compliance">
            {loads.length === 0 ? (
              <TabEmpty message="No loads yet." />
            ) : (
              <DataTable
                phoneLayout="cards"
                caption="Load compliance"
                data={loads}
                columns={complianceColumns}
                getRowId={rowId}
              />
            )}
          </Tabs.Content>
          <Tabs.Content value="all">
            <AllDocumentsView />
          </Tabs.Content>
        </Box>
      </Tabs.Root>
    </Flex>
  );
}
