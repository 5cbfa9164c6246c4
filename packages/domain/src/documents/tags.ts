// A document's tags (docs/product.md's `tags` field), stored as one comma-separated text column. The
// document types have no invoice, so the invoice a broker sends with the rate confirmation is an
// "other" document tagged `invoice`, which is how every screen knows to call it an invoice.

export const INVOICE_TAG = "invoice";

/** The stored column as a list: trimmed, lower case, no empties, no repeats. */
export function parseTags(stored: string | null | undefined): string[] {
  const tags = (stored ?? "")
    .split(",")
    .map((tag) => tag.trim().toLowerCase())
    .filter(Boolean);
  return [...new Set(tags)];
}

/** A list as the column stores it; null for none. */
export function formatTags(tags: readonly string[] | undefined): string | null {
  const parsed = parseTags((tags ?? []).join(","));
  return parsed.length > 0 ? parsed.join(",") : null;
}
