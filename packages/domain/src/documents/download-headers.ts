import { sanitizeFileName } from "./file-name";
import { fileKindOfMimeType, isInlineSafeMimeType, withKindExtension } from "./file-types";

/**
 * The headers a document body is served with (issue 6): its stored type, a Content-Disposition
 * carrying a cleaned file name (RFC 6266, with the UTF-8 form of RFC 8187 beside an ASCII
 * fallback), no sniffing, and no caching anywhere but the viewer's own memory.
 */
export type Disposition = "attachment" | "inline";

/** RFC 8187 percent-encoding: everything outside attr-char is escaped (this includes ' ( ) *). */
function encodeExtendedValue(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

export function contentDisposition(fileName: string, disposition: Disposition = "attachment"): string {
  const safe = sanitizeFileName(fileName);
  const asciiFallback = safe.replace(/[^\x20-\x7e]/g, "_").replace(/["\\%]/g, "_");
  return `${disposition}; filename="${asciiFallback}"; filename*=UTF-8''${encodeExtendedValue(safe)}`;
}

/** No script, no framing by another page: a stored document is evidence to read, never code to run. */
export const DOCUMENT_POLICY = "sandbox; script-src 'none'; frame-ancestors 'none'";

/**
 * A document is shown inline only when its type is one a browser renders without running it;
 * anything else is a download. The sandbox policy keeps even a rendered one from running script
 * or reaching the API's origin, and the name carries the extension of the stored type (rows
 * stored before names were forced included).
 */
export function documentResponseHeaders(input: {
  mimeType: string;
  fileName: string;
  size: number;
  disposition?: Disposition;
}): Record<string, string> {
  const kind = fileKindOfMimeType(input.mimeType);
  const fileName = kind ? withKindExtension(sanitizeFileName(input.fileName), kind) : input.fileName;
  const disposition = input.disposition === "inline" && isInlineSafeMimeType(input.mimeType) ? "inline" : "attachment";
  return {
    "Content-Type": kind ? input.mimeType : "application/octet-stream",
    "Content-Length": String(input.size),
    "Content-Disposition": contentDisposition(fileName, disposition),
    "Content-Security-Policy": DOCUMENT_POLICY,
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "private, no-store",
  };
}
