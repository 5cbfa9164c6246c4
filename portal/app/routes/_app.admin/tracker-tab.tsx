import { Button, Flex, SegmentedControl, Text } from "@radix-ui/themes";
import { TRACKER_STATUSES, type TrackerStatus } from "@truerate/domain/admin-console";
import { useEffect, useState } from "react";
import { TabEmpty, TabError, TabLoading } from "../../components/admin/console-states";
import { DataTable } from "../../components/data-table/data-table";
import { useToast } from "../../components/feedback/toaster";
import { TRACKER_REFRESH_MS } from "../../lib/domain";
import type { loader } from "../resources.admin.deadlines/route";
import { CriticalBanner } from "./critical-banner";
import { CursorPager } from "./cursor-pager";
import { deadlineColumns, deadlineRowClass } from "./deadline-columns";
import { StatCards } from "./stat-cards";
import { useCursorPages } from "./use-cursor-pages";

const rowId = (row: { id: string }) => row.id;
type Filter = TrackerStatus | "all";
const FILTER_LABELS: Record<Filter, string> = {
  all: "All",
  pending: "Pending",
  missed: "Missed",
  completed: "Completed",
};
const EMPTY: Record<Filter, string> = {
  all: "No loads have a deadline yet.",
  pending: "No deadline is running.",
  missed: "No deadline was missed.",
  completed: "No deadline has been met yet.",
};

/**
 * The 48H tracker: stats, the critical banner and every deadline a page at a time, filtered by
 * status (the API pages and orders them), reloaded every 5 minutes.
 */
export function TrackerTab() {
  const [filter, setFilter] = useState<Filter>("all");
  const href = filter === "all" ? "/resources/admin/deadlines" : `/resources/admin/deadlines?status=${filter}`;
  const { data, loading, reload, pageNumber, next, previous } = useCursorPages<typeof loader>(href, TRACKER_REFRESH_MS);
  const { toast } = useToast();
  useEffect(() => {
    if (data && !data.ok) toast({ title: data.message, variant: "destructive" });
  }, [data, toast]);

  if (!data) return <TabLoading label="Loading deadlines…" />;
  if (!data.ok) return <TabError message={data.message} />;
  const { deadlines, stats, total, nextCursor } = data.data;
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
        <SegmentedControl.Root
          size={{ initial: "1", sm: "2" }}
          value={filter}
          onValueChange={(value) => setFilter(value as Filter)}
          aria-label="Show deadlines"
        >
          {(["all", ...TRACKER_STATUSES] as const).map((value) => (
            <SegmentedControl.Item key={value} value={value}>
              {FILTER_LABELS[value]}
            </SegmentedControl.Item>
          ))}
        </SegmentedControl.Root>
        <Flex align="center" gap="3">
          <Text size="2" color="gray">
            Refreshes every 5 minutes.
          </Text>
          <Button size="1" variant="soft" onClick={reload} loading={loading}>
            Refresh
          </Button>
        </Flex>
      </Flex>
      {deadlines.length === 0 ? (
        <TabEmpty message={EMPTY[filter]} />
      ) : (
        <>
          <DataTable
            phoneLayout="cards"
            caption="48-hour deadlines"
            data={deadlines}
            columns={deadlineColumns}
            getRowId={rowId}
            rowClassName={deadlineRowClass}
            paginated={false}
          />
          <CursorPager
            label="Pages of deadlines"
            summary={`Page ${pageNumber} · ${total} ${filter === "all" ? "deadlines" : FILTER_LABELS[filter].toLowerCase()} in all`}
            hasPrevious={pageNumber > 1}
            hasNext={nextCursor !== null}
            loading={loading}
            onPrevious={previous}
            onNext={() => {
              if (nextCursor) next(nextCursor);
            }}
          />
        </>
      )}
    </Flex>
  );
}
