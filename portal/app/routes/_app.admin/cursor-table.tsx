import type { RowData } from "@tanstack/react-table";
import { TabEmpty, TabError, TabLoading } from "../../components/admin/console-states";
import { DataTable } from "../../components/data-table/data-table";
import type { DataTableColumns } from "../../components/data-table/features";
import type { Result } from "../../lib/result";
import { CursorPager } from "./cursor-pager";

interface CursorPage<Row> {
  items: Row[];
  /** Absent when the API cannot count without reading everything (the identity queue computes its rows). */
  total?: number;
  nextCursor: string | null;
}

/**
 * An admin list the API pages with a cursor, in each of its states: loading, the failure, the
 * empty message, or the rows with a pager that says where the admin is.
 */
export function CursorTable<Row extends RowData>({
  pages,
  columns,
  getRowId,
  caption,
  noun,
  loadingLabel,
  emptyMessage,
}: {
  pages: {
    data: Result<CursorPage<Row>> | undefined;
    loading: boolean;
    pageNumber: number;
    next: (cursor: string) => void;
    previous: () => void;
  };
  columns: DataTableColumns<Row>;
  getRowId: (row: Row) => string;
  /** The table's name, also the pager's "Pages of <caption>". */
  caption: string;
  /** What a row is, plural: "<total> <noun> in all" (unused without a total). */
  noun: string;
  loadingLabel: string;
  emptyMessage: string;
}) {
  const { data, loading, pageNumber, next, previous } = pages;
  if (!data) return <TabLoading label={loadingLabel} />;
  if (!data.ok) return <TabError message={data.message} />;
  const { items, total, nextCursor } = data.data;
  const pager = (
    <CursorPager
      label={`Pages of ${caption.toLowerCase()}`}
      summary={total === undefined ? `Page ${pageNumber}` : `Page ${pageNumber} · ${total} ${noun} in all`}
      hasPrevious={pageNumber > 1}
      hasNext={nextCursor !== null}
      loading={loading}
      onPrevious={previous}
      onNext={() => {
        if (nextCursor) next(nextCursor);
      }}
    />
  );
  // An empty page can still have pages around it (a list whose pages may be short): keep the way on.
  if (items.length === 0)
    return (
      <>
        <TabEmpty message={emptyMessage} />
        {nextCursor !== null || pageNumber > 1 ? pager : null}
      </>
    );
  return (
    <>
      <DataTable
        phoneLayout="cards"
        caption={caption}
        data={items}
        columns={columns}
        getRowId={getRowId}
        paginated={false}
      />
      {pager}
    </>
  );
}
