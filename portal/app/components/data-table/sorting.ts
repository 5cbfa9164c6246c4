import type { SortingState } from "@tanstack/react-table";

/**
 * The header-click rule of docs/product.md#load-board-states-and-transitions: the sorted column flips direction, any other column
 * starts ascending. One column at a time, and never "unsorted", so rows always have an order.
 */
export function nextSort(current: SortingState, columnId: string): SortingState {
  const active = current[0];
  if (active?.id === columnId) return [{ id: columnId, desc: !active.desc }];
  return [{ id: columnId, desc: false }];
}

/** The aria-sort value of a column header. */
export function ariaSort(sorting: SortingState, columnId: string): "ascending" | "descending" | "none" {
  const active = sorting.find((sort) => sort.id === columnId);
  if (!active) return "none";
  return active.desc ? "descending" : "ascending";
}
