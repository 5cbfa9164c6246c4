import { Flex, Heading, Text } from "@radix-ui/themes";
import { WAIVER_CLAUSES_SCREEN } from "../../../lib/admin/waiver-clauses/waiver-clauses";
import type { loader } from "../../../routes/admin.console.waiver-clauses";
import { DataTable } from "../../data-table/data-table";
import { TabEmpty, TabError, TabLoading } from "../console-states";
import { CursorPager } from "../cursor-pager";
import { useCursorPages } from "../use-cursor-pages";
import { waiverClauseColumns } from "./waiver-clause-columns";

const rowId = (row: { id: string }) => row.id;

/** Every waiver clause found in a rate confirmation, newest first, a page at a time. */
export function WaiverClausesTab() {
  const { data, loading, pageNumber, next, previous } = useCursorPages<typeof loader>("/admin/console/waiver-clauses");
  return (
    <Flex direction="column" gap="3">
      <Heading as="h2" size="4">
        Waiver clauses
      </Heading>
      <Text as="p" size="2" color="gray">
        Sentences of rate confirmations by which the carrier gives up its right to review the broker's record under 49
        CFR 371.3, found when the document was sent or uploaded. They count on the broker's profile and stay after their
        document is deleted.
      </Text>
      {!data ? (
        <TabLoading label="Loading the waiver clauses…" />
      ) : !data.ok ? (
        <TabError message={data.message} />
      ) : data.data.items.length === 0 ? (
        <TabEmpty message={WAIVER_CLAUSES_SCREEN.none} />
      ) : (
        <>
          <DataTable
            caption="Waiver clauses"
            data={data.data.items}
            columns={waiverClauseColumns}
            getRowId={rowId}
            paginated={false}
          />
          <CursorPager
            label="Pages of waiver clauses"
            summary={`Page ${pageNumber} · ${data.data.total} clauses in all`}
            hasPrevious={pageNumber > 1}
            hasNext={data.data.nextCursor !== null}
            loading={loading}
            onPrevious={previous}
            onNext={() => {
              if (data.data.nextCursor) next(data.data.nextCursor);
            }}
          />
        </>
      )}
    </Flex>
  );
}
