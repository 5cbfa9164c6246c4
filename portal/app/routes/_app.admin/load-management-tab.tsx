import { Callout, Card, Flex, Text } from "@radix-ui/themes";
import { useNavigate, useSearchParams } from "@remix-run/react";
import type { AdminLoadsPage } from "../../components/admin/admin-load";
import { ADMIN_MESSAGES } from "../../components/admin/messages";
import { DataTable } from "../../components/data-table/data-table";
import { DataTablePager } from "../../components/data-table/data-table-pager";
import { formatLoadDate } from "../../components/loads/load-display";
import type { Result } from "../../lib/result";
import { adminLoadColumns } from "./admin-load-columns";
import { LoadDateFilter } from "./load-date-filter";

const rowId = (row: { id: string }) => row.id;

/**
 * Every load (or one date's), a numbered page at a time as the API cuts them (`?page=` in the URL,
 * so Back and a reload keep the page), with the true-rate entry on each row; or why they could not be read.
 */
export function LoadManagementTab({ loads, date }: { loads: Result<AdminLoadsPage>; date: string | null }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const dated = date ? ` on ${formatLoadDate(date)}` : "";
  const goTo = (index: number) => {
    const next = new URLSearchParams(params);
    next.set("page", String(index + 1));
    navigate(`?${next}`, { preventScrollReset: true });
  };
  return (
    <Flex direction="column" gap="4">
      <LoadDateFilter date={date} />
      {!loads.ok ? (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{loads.message}</Callout.Text>
        </Callout.Root>
      ) : loads.data.total === 0 ? (
        <Card size="3">
          <Text as="p" color="gray">
            {ADMIN_MESSAGES.noLoads}
            {dated}.
          </Text>
        </Card>
      ) : (
        <>
          <DataTable
            phoneLayout="cards"
            caption={`Loads${dated}`}
            data={loads.data.loads}
            columns={adminLoadColumns}
            getRowId={rowId}
            paginated={false}
          />
          <DataTablePager
            pageIndex={loads.data.page - 1}
            pageSize={loads.data.pageSize}
            pageCount={Math.ceil(loads.data.total / loads.data.pageSize)}
            total={loads.data.total}
            onPageChange={goTo}
          />
        </>
      )}
    </Flex>
  );
}
