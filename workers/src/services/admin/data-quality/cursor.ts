import { DATA_QUALITY_MESSAGES } from "@truerate/domain/data-quality";
import { AppError } from "../../../core/errors";

/**
 * A keyset position (a number and a text, e.g. an upload time and an id) as an opaque token, so a
 * page continues exactly after the last row it showed even while rows come and go.
 */
export interface Position {
  value: number;
  key: string;
}

export const encodeCursor = (position: Position) =>
  btoa(JSON.stringify([position.value, position.key])).replaceAll("=", "");

/** The position a cursor names; anything this API did not issue is a 400. */
export function decodeCursor(text: string): Position {
  try {
    const [value, key] = JSON.parse(atob(text)) as unknown[];
    if (typeof value === "number" && Number.isFinite(value) && typeof key === "string") return { value, key };
  } catch {
    // falls through to the 400
  }
  throw new AppError("BAD_REQUEST", DATA_QUALITY_MESSAGES.invalidCursor);
}
