/**
 * File names come from the uploader's machine, so they are untrusted text that we later show in
 * lists and send back in Content-Disposition. They never form a storage path (R2 keys are ids),
 * but they are still cleaned: no directories, no control or bidirectional-override characters
 * (which can disguise "exe.pdf" as "fdp.exe"), no characters Windows forbids, bounded length,
 * the extension kept, and never empty.
 */
export const MAX_FILE_NAME_LENGTH = 120;
const MAX_EXTENSION_LENGTH = 10;
const FALLBACK_BASE_NAME = "document";
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/i;
const WINDOWS_FORBIDDEN = new Set(["<", ">", ":", '"', "|", "?", "*"]);

function isInvisibleOrControl(codePoint: number): boolean {
  return (
    codePoint < 0x20 ||
    (codePoint >= 0x7f && codePoint <= 0x9f) ||
    (codePoint >= 0x200b && codePoint <= 0x200f) || // zero-width characters and direction marks
    (codePoint >= 0x202a && codePoint <= 0x202e) || // bidirectional embeddings and overrides
    (codePoint >= 0x2066 && codePoint <= 0x2069) || // bidirectional isolates
    codePoint === 0xfeff
  );
}

function removeInvisible(text: string): string {
  return Array.from(text)
    .filter((character) => !isInvisibleOrControl(character.codePointAt(0) ?? 0))
    .join("");
}

function replaceForbidden(text: string): string {
  return Array.from(text, (character) => (WINDOWS_FORBIDDEN.has(character) ? "_" : character)).join("");
}

/** A name typed by a person (a document's display name): no invisible characters, bounded, trimmed. */
export function cleanDisplayText(text: string, maxLength = MAX_FILE_NAME_LENGTH): string {
  const cleaned = removeInvisible(text.normalize("NFC")).replace(/\s+/g, " ").trim();
  return Array.from(cleaned).slice(0, maxLength).join("").trimEnd();
}

/** The last path segment, for names sent as "C:\\Users\\me\\rate.pdf" or "../../etc/passwd". */
function lastSegment(name: string): string {
  const segments = name.split(/[\\/]/);
  return segments[segments.length - 1] ?? "";
}

function splitExtension(name: string): { base: string; extension: string } {
  const dot = name.lastIndexOf(".");
  const extension = dot > 0 ? name.slice(dot + 1) : "";
  if (!extension || extension.length > MAX_EXTENSION_LENGTH || !/^[A-Za-z0-9]+$/.test(extension)) {
    return { base: name, extension: "" };
  }
  return { base: name.slice(0, dot), extension };
}

export function sanitizeFileName(rawName: string, maxLength = MAX_FILE_NAME_LENGTH): string {
  const cleaned = replaceForbidden(removeInvisible(lastSegment(rawName.normalize("NFC"))))
    .replace(/\s+/g, " ")
    .replace(/^[\s.]+|[\s.]+$/g, "");
  const { base, extension } = splitExtension(cleaned);
  let safeBase = base.replace(/[\s.]+$/g, "") || FALLBACK_BASE_NAME;
  if (WINDOWS_RESERVED.test(safeBase)) safeBase = `_${safeBase}`;
  const suffix = extension ? `.${extension}` : "";
  // Truncate by code points so a surrogate pair is never cut in half.
  const room = Math.max(1, maxLength - suffix.length);
  const truncatedBase = Array.from(safeBase).slice(0, room).join("").trimEnd() || FALLBACK_BASE_NAME;
  return `${truncatedBase}${suffix}`;
}

/** The load form's default document name: the file name without its extension (docs/product.md#load-board-validation-rules). */
export function fileNameWithoutExtension(fileName: string): string {
  const name = lastSegment(fileName);
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(0, dot) : name;
}
