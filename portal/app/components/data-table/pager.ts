/** docs/product.md#load-board-screens-and-routes: 'Showing X to Y of N results' (1-based, inclusive). */
export function pagerSummary(pageIndex: number, pageSize: number, total: number): string {
  if (total <= 0) return "Showing 0 to 0 of 0 results";
  const first = Math.min(pageIndex * pageSize + 1, total);
  const last = Math.min((pageIndex + 1) * pageSize, total);
  return `Showing ${first} to ${last} of ${total} results`;
}

export type PageItem = { kind: "page"; index: number } | { kind: "gap"; key: string };

/**
 * The numbered page buttons: every page when there are few, otherwise the first, the last and the
 * neighbours of the current one, with gaps between, so 50 pages never become 50 buttons.
 */
export function pageItems(pageIndex: number, pageCount: number, maxButtons = 7): PageItem[] {
  if (pageCount <= maxButtons) {
    return Array.from({ length: Math.max(pageCount, 0) }, (_, index) => ({ kind: "page", index }));
  }
  const last = pageCount - 1;
  const current = Math.min(Math.max(pageIndex, 0), last);
  const shown = new Set([0, last, current - 1, current, current + 1].filter((index) => index >= 0 && index <= last));
  // Near either end, show enough pages that the row keeps its width as the user moves.
  if (current <= 2) for (const index of [1, 2, 3]) shown.add(index);
  if (current >= last - 2) for (const index of [last - 1, last - 2, last - 3]) shown.add(index);
  const items: PageItem[] = [];
  let previous = -1;
  for (const index of [...shown].sort((a, b) => a - b)) {
    if (index - previous > 1) items.push({ kind: "gap", key: `gap-${previous}-${index}` });
    items.push({ kind: "page", index });
    previous = index;
  }
  return items;
}
