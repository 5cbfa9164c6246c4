import { createContext, type ReactNode, useContext } from "react";
import { CheckboxInput } from "../../../components/forms/controls";

/** The reports ticked for a bulk decision, shared with the columns (which live at module scope). */
export interface ReportSelection {
  selected: ReadonlySet<string>;
  /** The ids shown on this page, for "select all". */
  pageIds: readonly string[];
  toggle(id: string, checked: boolean): void;
  setAll(checked: boolean): void;
}

const SelectionContext = createContext<ReportSelection | null>(null);

export function ReportSelectionProvider({ value, children }: { value: ReportSelection; children: ReactNode }) {
  return <SelectionContext.Provider value={value}>{children}</SelectionContext.Provider>;
}

function useReportSelection(): ReportSelection {
  const selection = useContext(SelectionContext);
  if (!selection) throw new Error("the report checkboxes need a ReportSelectionProvider");
  return selection;
}

/** A row's checkbox, named after its load so a screen reader says which report it ticks. */
export function ReportCheckbox({ id, loadNumber }: { id: string; loadNumber: string }) {
  const { selected, toggle } = useReportSelection();
  return (
    <CheckboxInput
      checked={selected.has(id)}
      onCheckedChange={(checked) => toggle(id, checked === true)}
      aria-label={`Select report of load ${loadNumber}`}
    />
  );
}

/** Ticks or clears every report of the page; mixed while only some are ticked. */
export function SelectPageCheckbox() {
  const { selected, pageIds, setAll } = useReportSelection();
  const ticked = pageIds.filter((id) => selected.has(id)).length;
  const state = ticked === 0 ? false : ticked === pageIds.length ? true : "indeterminate";
  return (
    <CheckboxInput
      checked={state}
      onCheckedChange={(checked) => setAll(checked === true)}
      aria-label="Select every report on this page"
      disabled={pageIds.length === 0}
    />
  );
}
