import { documentDeadline } from "@truerate/domain/compliance";
import { formatNewYorkTime, NEW_YORK } from "@truerate/domain/new-york-time";
import { fromZonedTime } from "date-fns-tz";

export type DeadlineAnswer =
  | { state: "empty" }
  | { state: "invalid" }
  | { state: "due"; dueLabel: string; dueAt: string };

/**
 * The carrier's deadline calculator: a load's upload time, read as New York wall-clock time
 * (`YYYY-MM-DDTHH:mm`, what a datetime-local input gives), and when its documents are due under
 * the 48-hour rule, in New York time. The same function runs on the server and in the browser.
 */
export function deadlineFor(uploadedAt: string | null | undefined): DeadlineAnswer {
  if (!uploadedAt) return { state: "empty" };
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(uploadedAt)) return { state: "invalid" };
  const uploaded = fromZonedTime(uploadedAt, NEW_YORK);
  if (Number.isNaN(uploaded.getTime())) return { state: "invalid" };
  const due = documentDeadline(uploaded).toISOString();
  return { state: "due", dueAt: due, dueLabel: formatNewYorkTime(due) };
}
