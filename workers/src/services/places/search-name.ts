/**
 * The key places are found by: lower case, accents removed, single spaces, "city, st". Applied to
 * the stored `search_name` and to what a user types, so "Cañon City" is found by "canon".
 */
export function searchName(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/\s*,\s*/g, ", ")
    .replace(/\s+/g, " ")
    .trimStart();
}

/** The smallest string above every string that starts with `prefix` (code-point order = UTF-8 byte order). */
export function prefixUpperBound(prefix: string): string {
  const last = prefix.codePointAt(prefix.length - 1) ?? 0;
  const head = prefix.slice(0, last > 0xffff ? -2 : -1);
  return head + String.fromCodePoint(last + 1);
}
