import { Flex, Heading, Text } from "@radix-ui/themes";
import { WAIVER_CLAUSES_SCREEN } from "../../../components/admin/waiver-clauses/waiver-clauses";
import type { loader } from "../../resources.admin.waiver-clauses/route";
import { CursorTable } from "../cursor-table";
import { useCursorPages } from "../use-cursor-pages";
import { waiverClauseColumns } from "./waiver-clause-columns";

const rowId = (row: { id: string }) => row.id;

/** Every waiver clause found in a rate confirmation, newest first, a page at a time. */
export function WaiverClausesTab() {
  const pages = useCursorPages<typeof loader>("/resources/admin/waiver-clauses");
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
      <CursorTable
        pages={pages}
        columns={waiverClauseColumns}
        getRowId={rowId}
        caption="Waiver clauses"
        noun="clauses"
        loadingLabel="Loading the waiver clauses…"
        emptyMessage={WAIVER_CLAUSES_SCREEN.none}
      />
    </Flex>
  );
}
