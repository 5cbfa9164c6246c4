import { Flex } from "@radix-ui/themes";
import { useEffect } from "react";
import type { loader } from "../../routes/admin.console.documents";
import { DataTable } from "../data-table/data-table";
import { useToast } from "../feedback/toaster";
import { complianceColumns } from "./compliance-columns";
import { TabEmpty, TabError, TabLoading } from "./console-states";
import { StatCards } from "./stat-cards";
import { useTabFetcher } from "./use-tab-fetcher";

const rowId = (row: { loadId: string }) => row.loadId;

/** Document Management: the review statistics and every load's compliance with its documents. */
export function DocumentManagementTab() {
  const { data } = useTabFetcher<typeof loader>("/admin/console/documents");
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
      {loads.length === 0 ? (
        <TabEmpty message="No loads yet." />
      ) : (
        <DataTable caption="Load compliance" data={loads} columns={complianceColumns} getRowId={rowId} />
      )}
    </Flex>
  );
}
