import "./data-table.css";
import { Table, Text } from "@radix-ui/themes";
import { type PaginationState, type RowData, type SortingState, useTable } from "@tanstack/react-table";
import { useEffect, useRef, useState } from "react";
import { DataTablePager } from "./data-table-pager";
import { type DataTableColumns, dataTableFeatures } from "./features";
import { SortSelect } from "./sort-select";
import { SortableHeader } from "./sortable-header";
import { nextSort } from "./sorting";
import { useKeyboardScrollRegion } from "./use-keyboard-scroll-region";

/** docs/product.md#load-board-business-constants-and-limits: ten rows a page. */
export const DEFAULT_PAGE_SIZE = 10;

interface DataTableProps<TData extends RowData> {
  /** Stable between renders (state or memo): a new array re-sorts and re-pages. */
  data: readonly TData[];
  /** From the entity's `columns.tsx`, at module scope. */
  columns: DataTableColumns<TData>;
  /** Names the table for screen readers. */
  caption: string;
  initialSorting?: SortingState;
  pageSize?: number;
  getRowId?: (row: TData) => string;
  /** A class for a row that must stand out (the tracker's critical loads). */
  rowClassName?: (row: TData) => string | undefined;
  /** False when the API pages (a cursor): every row given shows, and the caller brings its own pager. */
  paginated?: boolean;
  /**
   * Below 768 px: "cards" makes each row a card of labelled lines (the columns' `card` meta) with a
   * sort select for the headers it hides, so a phone never scrolls sideways; "table" keeps the
   * table, which scrolls inside its own keyboard-reachable region.
   */
  phoneLayout?: "cards" | "table";
  /** Said in place of the table when there are no rows (without it, an empty table shows its headers). */
  emptyMessage?: string;
  /** Smaller cells and headers that wrap, so many narrow figure columns (a chart's figures) fit a card. */
  compact?: boolean;
}

/** A column's name on its card line: the header when it is plain text, else its `cardLabel`. */
function cardLabel(column: { id: string; columnDef: { header?: unknown; meta?: { cardLabel?: string } } }) {
  const { header, meta } = column.columnDef;
  return meta?.cardLabel ?? (typeof header === "string" ? header : column.id);
}

/**
 * The portal's one data table: headless @tanstack/react-table for order and pages, Radix Themes
 * for the markup. Sortable headers are buttons inside headers that carry aria-sort; the pager is
 * a navigation landmark. Entities bring only their columns.
 */
export function DataTable<TData extends RowData>({
  data,
  columns,
  caption,
  initialSorting = [],
  pageSize = DEFAULT_PAGE_SIZE,
  getRowId,
  rowClassName,
  paginated = true,
  phoneLayout = "table",
  emptyMessage,
  compact = false,
}: DataTableProps<TData>) {
  const container = useRef<HTMLDivElement>(null);
  useKeyboardScrollRegion(container, caption);
  const [sorting, setSorting] = useState<SortingState>(initialSorting);
  const [pagination, setPagination] = useState<PaginationState>({
    pageIndex: 0,
    pageSize: paginated ? pageSize : Number.MAX_SAFE_INTEGER,
  });
  const table = useTable({
    features: dataTableFeatures,
    columns,
    data,
    ...(getRowId ? { getRowId } : {}),
    state: { sorting, pagination },
    onSortingChange: setSorting,
    onPaginationChange: setPagination,
    // docs/product.md#load-board-states-and-transitions: re-sorting keeps the page the user is on.
    autoResetPageIndex: false,
    enableMultiSort: false,
    enableSortingRemoval: false,
  });

  // Rows can go away (a deleted load): never stay on a page past the end.
  const pageCount = table.getPageCount();
  useEffect(() => {
    if (pagination.pageIndex > 0 && pagination.pageIndex >= pageCount) {
      setPagination((current) => ({ ...current, pageIndex: Math.max(pageCount - 1, 0) }));
    }
  }, [pageCount, pagination.pageIndex]);

  const sortOptions = table
    .getAllLeafColumns()
    .filter((column) => column.getCanSort())
    .map((column) => ({ columnId: column.id, label: cardLabel(column) }));

  if (emptyMessage && data.length === 0) {
    return (
      <Text as="p" size="2" color="gray">
        {emptyMessage}
      </Text>
    );
  }
  return (
    <div
      className="tr-data-table"
      data-layout={phoneLayout}
      data-density={compact ? "compact" : undefined}
      ref={container}
    >
      {phoneLayout === "cards" && sortOptions.length > 0 ? (
        <SortSelect options={sortOptions} sorting={sorting} onSortingChange={setSorting} />
      ) : null}
      <Table.Root variant="surface" size={compact ? "1" : "2"}>
        <caption className="tr-data-table-caption">{caption}</caption>
        <Table.Header>
          {table.getHeaderGroups().map((group) => (
            <Table.Row key={group.id}>
              {group.headers.map((header) => (
                <SortableHeader
                  key={header.id}
                  align={header.column.columnDef.meta?.align}
                  hideOnPhone={header.column.columnDef.meta?.hideOnPhone}
                  sortable={header.column.getCanSort()}
                  sorting={sorting}
                  columnId={header.column.id}
                  onSort={() => setSorting((current) => nextSort(current, header.column.id))}
                >
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </SortableHeader>
              ))}
            </Table.Row>
          ))}
        </Table.Header>
        <Table.Body>
          {table.getRowModel().rows.map((row) => (
            <Table.Row key={row.id} className={rowClassName?.(row.original)}>
              {row.getAllCells().map((cell) => {
                const meta = cell.column.columnDef.meta;
                const Cell = meta?.rowHeader ? Table.RowHeaderCell : Table.Cell;
                const card = meta?.card ?? (meta?.rowHeader ? "title" : "field");
                return (
                  <Cell
                    key={cell.id}
                    data-align={meta?.align ?? "start"}
                    data-phone={meta?.hideOnPhone ? "hide" : undefined}
                    data-card={card}
                    data-label={card === "field" ? cardLabel(cell.column) : undefined}
                  >
                    <div className="tr-cell-value">
                      <table.FlexRender cell={cell} />
                    </div>
                  </Cell>
                );
              })}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {paginated ? (
        <DataTablePager
          pageIndex={pagination.pageIndex}
          pageSize={pagination.pageSize}
          pageCount={pageCount}
          total={table.getRowCount()}
          onPageChange={(index) => table.setPageIndex(index)}
        />
      ) : null}
    </div>
  );
}
