import { Flex, Heading, Text } from "@radix-ui/themes";
import { DATA_QUALITY_SCREEN } from "../../../lib/admin/data-quality/messages";
import type { loader } from "../../../routes/admin.console.data-quality-sources";
import { DataTable } from "../../data-table/data-table";
import { TabEmpty, TabError, TabLoading } from "../console-states";
import { CursorPager } from "../cursor-pager";
import { useCursorPages } from "../use-cursor-pages";
import { sourceColumns } from "./source-columns";

const rowId = (row: { sourceKey: string }) => row.sourceKey;

/** Each source's report quality, the most held first; reloaded after every decision. */
export function SourceQuality() {
  const { data, loading, pageNumber, next, previous } = useCursorPages<typeof loader>(
    "/admin/console/data-quality-sources",
  );
  return (
    <Flex direction="column" gap="3">
      <Heading as="h2" size="4">
        Sources
      </Heading>
      <Text as="p" size="2" color="gray">
        Carrier accounts and partner organisations: their reports by review state, and the share held as far outliers at
        entry (released and rejected ones included).
      </Text>
      {!data ? (
        <TabLoading label="Loading the sources…" />
      ) : !data.ok ? (
        <TabError message={data.message} />
      ) : data.data.items.length === 0 ? (
        <TabEmpty message={DATA_QUALITY_SCREEN.noSources} />
      ) : (
        <>
          <DataTable
            caption="Sources"
            data={data.data.items}
            columns={sourceColumns}
            getRowId={rowId}
            paginated={false}
          />
          <CursorPager
            label="Pages of sources"
            summary={`Page ${pageNumber} · ${data.data.total} sources in all`}
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
