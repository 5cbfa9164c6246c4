import { Button, Flex, Text } from "@radix-ui/themes";
import { useEffect } from "react";
import { TRACKER_REFRESH_MS } from "../../lib/domain";
import type { loader } from "../../routes/admin.console.deadlines";
import { DataTable } from "../data-table/data-table";
import { useToast } from "../feedback/toaster";
import { TabEmpty, TabError, TabLoading } from "./console-states";
import { CriticalBanner } from "./critical-banner";
import { deadlineColumns, deadlineRowClass } from "./deadline-columns";
import { StatCards } from "./stat-cards";
import { useTabFetcher } from "./use-tab-fetcher";

const rowId = (row: { id: string }) => row.id;

/** The 48H tracker: stats, the critical banner and every deadline, reloaded every 5 minutes. */
export function TrackerTab() {
  const { data, loading, reload } = useTabFetcher<typeof loader>("/admin/console/deadlines", TRACKER_REFRESH_MS);
  const { toast } = useToast();
  useEffect(() => {
    if (data && !data.ok) toast({ title: data.message, variant: "destructive" });
  }, [data, toast]);

  if (!data) return <TabLoading label="Loading deadlines…" />;
  if (!data.ok) return <TabError message={data.message} />;
  const { deadlines, stats } = data.data;
  return (
    <Flex direction="column" gap="4">
      <StatCards
        label="Deadline statistics"
        stats={[
          { label: "Total", value: stats.total },
          { label: "Pending", value: stats.pending },
          { label: "Missed", value: stats.missed },
          { label: "Completed", value: stats.completed },
        ]}
      />
      <CriticalBanner deadlines={deadlines} />
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Text size="2" color="gray">
          Refreshes every 5 minutes.
        </Text>
        <Button size="1" variant="soft" onClick={reload} loading={loading}>
          Refresh
        </Button>
      </Flex>
      {deadlines.length === 0 ? (
        <TabEmpty message="No loads have a deadline yet." />
      ) : (
        <DataTable
          caption="48-hour deadlines"
          data={deadlines}
          columns={deadlineColumns}
          getRowId={rowId}
          rowClassName={deadlineRowClass}
        />
      )}
    </Flex>
  );
}
