// Code comments cite docs/product.md by a section's anchor (`docs/product.md#load-board-validation-rules`).
// These read the anchors the page has, as GitHub makes them from its headings, and the anchors the
// repository cites, so a renamed heading cannot leave a citation pointing nowhere.

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/** The anchors of a Markdown page's headings (a repeated heading gets `-1`, `-2`, … as on GitHub). */
export function markdownAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split("\n")) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line)?.[1];
    if (!heading) continue;
    const base = headingAnchor(heading);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/**
 * The product.md anchors a text cites: the anchor after `product.md#`, and those joined to it in one
 * citation ("docs/product.md#accounts-calls and #accounts-error-catalogue").
 */
export function citedProductAnchors(text: string): string[] {
  const cited: string[] = [];
  for (const match of text.matchAll(/product\.md#([a-z0-9-]+)((?:(?:,\s*|\s+and\s+)#[a-z0-9-]+)*)/g)) {
    cited.push(match[1] ?? "", ...[...(match[2] ?? "").matchAll(/#([a-z0-9-]+)/g)].map((more) => more[1] ?? ""));
  }
  return cited;
}

/** The parts of the accounts and load-board descriptions, each a section of docs/product.md. */
export const PRODUCT_PARTS = [
  "product scope",
  "screens and routes",
  "entities and fields",
  "states and transitions",
  "validation rules",
  "roles and permissions",
  "calls",
  "error catalogue",
  "business constants and limits",
] as const;

export const PRODUCT_AREAS = ["Accounts", "Load board"] as const;
