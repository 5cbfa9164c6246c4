// The partner change feed's order and cursor. Live loads and tombstones come from two tables; each
// page merges them in one order, and the cursor names a position in that order exactly, so paging
// never skips or repeats an entry.

/** 0 a tombstone, 1 a load: at one instant and id, the removal comes before the id pushed again. */
export type FeedKind = 0 | 1;

export interface FeedPosition {
  changedAt: number;
  partnerLoadId: string;
  kind: FeedKind;
}

/** SQLite's BINARY order of UTF-8 text is code point order (JS's `<` compares UTF-16 units). */
export function compareCodePoints(a: string, b: string): number {
  const left = [...a];
  const right = [...b];
  for (let index = 0; index < Math.min(left.length, right.length); index += 1) {
    const difference = (left[index]?.codePointAt(0) ?? 0) - (right[index]?.codePointAt(0) ?? 0);
    if (difference !== 0) return difference;
  }
  return left.length - right.length;
}

/** The feed's order: by time, then the partner's id as the database orders it, then kind. */
export function compareFeedPositions(a: FeedPosition, b: FeedPosition): number {
  return a.changedAt - b.changedAt || compareCodePoints(a.partnerLoadId, b.partnerLoadId) || a.kind - b.kind;
}

export function encodeFeedCursor(position: FeedPosition): string {
  const json = JSON.stringify([position.changedAt, position.partnerLoadId, position.kind]);
  return btoa(String.fromCodePoint(...new TextEncoder().encode(json))).replaceAll("=", "");
}

/** The position a cursor names, or null for one this API did not issue. A cursor of two named a load. */
export function decodeFeedCursor(text: string): FeedPosition | null {
  try {
    const bytes = Uint8Array.from(atob(text), (char) => char.codePointAt(0) ?? 0);
    const [changedAt, partnerLoadId, kind = 1] = JSON.parse(new TextDecoder().decode(bytes)) as unknown[];
    if (typeof changedAt === "number" && typeof partnerLoadId === "string" && (kind === 0 || kind === 1))
      return { changedAt, partnerLoadId, kind };
  } catch {
    // not base64 or not JSON
  }
  return null;
}
