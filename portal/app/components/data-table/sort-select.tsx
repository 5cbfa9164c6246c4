import type { SortingState } from "@tanstack/react-table";
import { useId } from "react";

interface SortOption {
  columnId: string;
  label: string;
}

const value = (sorting: SortingState) => {
  const active = sorting[0];
  return active ? `${active.id}:${active.desc ? "desc" : "asc"}` : "";
};

/**
 * Cards have no column headers to click: a phone sorts through this select instead, one option
 * per sortable column and direction, the same order the headers set at desktop width.
 */
export function SortSelect({
  options,
  sorting,
  onSortingChange,
}: {
  options: readonly SortOption[];
  sorting: SortingState;
  onSortingChange(sorting: SortingState): void;
}) {
  const id = useId();
  return (
    <div className="tr-sort-select">
      <label htmlFor={id}>Sort by</label>
      <select
        id={id}
        value={value(sorting)}
        onChange={(event) => {
          const [columnId, direction] = event.target.value.split(":");
          if (columnId) onSortingChange([{ id: columnId, desc: direction === "desc" }]);
        }}
      >
        {/* Rows in the order they came (the API's), until the user picks one. */}
        {sorting.length === 0 ? <option value="">As listed</option> : null}
        {options.flatMap((option) => [
          <option key={`${option.columnId}:asc`} value={`${option.columnId}:asc`}>
            {option.label}, ascending
          </option>,
          <option key={`${option.columnId}:desc`} value={`${option.columnId}:desc`}>
            {option.label}, descending
          </option>,
        ])}
      </select>
    </div>
  );
}
