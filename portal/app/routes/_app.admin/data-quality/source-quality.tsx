import { Flex, Heading, Text } from "@radix-ui/themes";
import { DATA_QUALITY_SCREEN } from "../../../components/admin/data-quality/messages";
import type { loader } from "../../resources.admin.data-quality-sources/route";
import { CursorTable } from "../cursor-table";
import { useCursorPages } from "../use-cursor-pages";
import { sourceColumns } from "./source-columns";

const rowId = (row: { sourceKey: string }) => row.sourceKey;

/** Each source's report quality, the most held first; reloaded after every decision. */
export function SourceQuality() {
  const pages = useCursorPages<typeof loader>("/resources/admin/data-quality-sources");
  return (
    <Flex direction="column" gap="3">
      <Heading as="h2" size="4">
        Sources
      </Heading>
      <Text as="p" size="2" color="gray">
        Carrier accounts and partner organisations: their reports by review state, and the share held as far outliers at
        entry (released and rejected ones included).
      </Text>
      <CursorTable
        pages={pages}
        columns={sourceColumns}
        getRowId={rowId}
        caption="Sources"
        noun="sources"
        loadingLabel="Loading the sources…"
        emptyMessage={DATA_QUALITY_SCREEN.noSources}
      />
    </Flex>
  );
}
