import { Callout, Card, Flex, Text } from "@radix-ui/themes";
import type { AdminLoad } from "../../lib/admin/admin-load";
import { ADMIN_MESSAGES } from "../../lib/admin/messages";
import type { Section } from "../../lib/documents/broker-shapes";
import { formatLoadDate } from "../../lib/loads/load-display";
import { DataTable } from "../data-table/data-table";
import { adminLoadColumns } from "./admin-load-columns";
import { LoadDateFilter } from "./load-date-filter";

const rowId = (row: { id: string }) => row.id;

/** Every load (or one date's), with the true-rate entry on each row; or why they could not be read. */
export function LoadManagementTab({ loads, date }: { loads: Section<AdminLoad[]>; date: string | null }) {
  const dated = date ? ` on ${formatLoadDate(date)}` : "";
  return (
    <Flex direction="column" gap="4">
      <LoadDateFilter date={date} />
      {!loads.ok ? (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{loads.message}</Callout.Text>
        </Callout.Root>
      ) : loads.data.length === 0 ? (
        <Card size="3">
          <Text as="p" color="gray">
            {ADMIN_MESSAGES.noLoads}
            {dated}.
          </Text>
        </Card>
      ) : (
        <DataTable caption={`Loads${dated}`} data={loads.data} columns={adminLoadColumns} getRowId={rowId} />
      )}
    </Flex>
  );
}
