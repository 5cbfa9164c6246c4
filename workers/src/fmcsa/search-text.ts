/**
 * The one normalisation shared by the stored `search_text` and the search query, so both sides
 * agree: lower case, accents dropped, apostrophes and dots removed inside words ("O'Brien" →
 * "obrien", "J.B." → "jb"), every other non-alphanumeric run becomes one space.
 */
export function normalizeForSearch(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’.]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** The searchable words of a registry entity: its legal name first (for prefix ranking), then its DBA name. */
export function toSearchText(legalName: string, dbaName: string | null): string {
  const legal = normalizeForSearch(legalName);
  const dba = dbaName ? normalizeForSearch(dbaName) : "";
  return dba && dba !== legal ? `${legal} ${dba}` : legal;
}
