import type { PageText } from "@truerate/domain/documents/reading/types";

/** The characters of a page's text that are not whitespace: how much text a page really has. */
export function visibleCharacters(page: PageText): number {
  let count = 0;
  for (const item of page.items) count += item.str.replace(/\s+/g, "").length;
  return count;
}
