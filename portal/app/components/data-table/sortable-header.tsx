import { Table } from "@radix-ui/themes";
import type { SortingState } from "@tanstack/react-table";
import type { ReactNode } from "react";
import { ariaSort } from "./sorting";

interface SortableHeaderProps {
  columnId: string;
  sortable: boolean;
  sorting: SortingState;
  align: "start" | "end" | undefined;
  hideOnPhone?: boolean | undefined;
  onSort(): void;
  children: ReactNode;
}

const INDICATOR = { ascending: "▲", descending: "▼", none: "↕" } as const;

/**
 * A column header. A sortable one holds a button (reachable by keyboard, named by the header's
 * text) and states its order with aria-sort on the header itself, where screen readers look.
 */
export function SortableHeader({
  columnId,
  sortable,
  sorting,
  align,
  hideOnPhone,
  onSort,
  children,
}: SortableHeaderProps) {
  const order = ariaSort(sorting, columnId);
  return (
    <Table.ColumnHeaderCell
      data-align={align ?? "start"}
      data-phone={hideOnPhone ? "hide" : undefined}
      aria-sort={sortable ? order : undefined}
    >
      {sortable ? (
        <button type="button" className="tr-sort-button" onClick={onSort}>
          {children}
          <span className="tr-sort-indicator" aria-hidden="true">
            {INDICATOR[order]}
          </span>
        </button>
      ) : (
        children
      )}
    </Table.ColumnHeaderCell>
  );
}
