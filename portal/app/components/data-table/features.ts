import {
  createColumnHelper,
  createPaginatedRowModel,
  createSortedRowModel,
  metaHelper,
  type RowData,
  rowPaginationFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_text,
  type TableOptions,
  tableFeatures,
} from "@tanstack/react-table";

/** What a column may tell the table about its presentation. */
export interface DataTableColumnMeta {
  /** Numbers line up on the right. */
  align?: "start" | "end";
  /** The cell names its row for screen readers (a `<th scope="row">`), like a route or a load number. */
  rowHeader?: boolean;
  /** Left out below 640 px, so the columns that matter (a rate, an action) stay on a phone's screen. */
  hideOnPhone?: boolean;
  /**
   * The cell's part in a card, when a table with `phoneLayout="cards"` becomes a list of cards
   * below 768 px: the card's first line ("title", no label), a labelled line ("field", the
   * default; hideOnPhone columns show there too), or its last line of buttons ("actions"), or
   * left out ("none", for what another cell already says).
   */
  card?: "title" | "field" | "actions" | "none";
  /** A card line's label when the header is not plain text. */
  cardLabel?: string;
}

/**
 * The one feature set of every data table in the portal: client-side sorting and pagination over
 * rows already fetched. Module scope, because the table rebuilds its models when this changes.
 */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  sortedRowModel: createSortedRowModel(),
  paginatedRowModel: createPaginatedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic, text: sortFn_text },
  columnMeta: metaHelper<DataTableColumnMeta>(),
});

export type DataTableFeatures = typeof dataTableFeatures;

/** The column list a data table takes, as the entity's `columns.tsx` builds it. */
export type DataTableColumns<TData extends RowData> = TableOptions<DataTableFeatures, TData>["columns"];

/** The helper an entity's `columns.tsx` starts from: `const column = dataTableColumnHelper<Row>()`. */
export function dataTableColumnHelper<TData extends RowData>() {
  return createColumnHelper<DataTableFeatures, TData>();
}
