import { Heading } from "@radix-ui/themes";
import { useMemo } from "react";
import { DataTable } from "../../components/data-table/data-table";
import type { UpcomingDeadline } from "../../components/documents/broker-shapes";
import { upcomingDeadlineColumns } from "./upcoming-deadline-columns";

/** Loads still waiting for documents, soonest first, with their live urgency (docs/product.md#load-board-states-and-transitions). */
export function UpcomingDeadlines({ deadlines, now }: { deadlines: readonly UpcomingDeadline[]; now: number }) {
  const columns = useMemo(() => upcomingDeadlineColumns(now), [now]);
  const title = `Upcoming deadlines (${deadlines.length})`;
  return (
    <section aria-labelledby="upcoming-deadlines-heading">
      <Heading as="h2" size="3" mb="2" id="upcoming-deadlines-heading">
        {title}
      </Heading>
      <DataTable
        caption={title}
        data={deadlines}
        columns={columns}
        getRowId={(deadline) => deadline.loadId}
        paginated={false}
        emptyMessage="No loads are waiting for documents."
      />
    </section>
  );
}
