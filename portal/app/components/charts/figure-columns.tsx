import { dataTableColumnHelper } from "../data-table/features";

export interface FigureTable {
  columns: readonly string[];
  rows: readonly (readonly (string | number)[])[];
}

type FigureRow = FigureTable["rows"][number];

const column = dataTableColumnHelper<FigureRow>();

/** A chart's figures, one column per named series; the first (the week or month) names its row. */
export function figureColumns(names: FigureTable["columns"]) {
  return column.columns(
    names.map((name, index) =>
      column.display({
        id: `column-${index}`,
        header: name,
        meta: index === 0 ? { rowHeader: true } : {},
        cell: ({ row }) => row.original[index],
      }),
    ),
  );
}
