/**
 * The file kinds the upload screens accept (docs/product.md#load-board-validation-rules), with the MIME types and extensions that
 * declare each one. A file's kind is decided from what it declares (type and name), then proved
 * from its leading bytes (file-signature.ts); the stored type is the kind's canonical MIME type,
 * never the browser's string.
 */
export const DOCUMENT_FILE_KINDS = ["pdf", "jpeg", "png", "gif", "webp", "doc", "docx", "text"] as const;
export type DocumentFileKind = (typeof DOCUMENT_FILE_KINDS)[number];

interface FileKindDeclaration {
  /** The first one is canonical: it is what we store and serve. */
  mimeTypes: readonly [string, ...string[]];
  extensions: readonly string[];
}

const DECLARATIONS: Record<DocumentFileKind, FileKindDeclaration> = {
  pdf: { mimeTypes: ["application/pdf"], extensions: ["pdf"] },
  jpeg: { mimeTypes: ["image/jpeg", "image/jpg", "image/pjpeg"], extensions: ["jpg", "jpeg"] },
  png: { mimeTypes: ["image/png"], extensions: ["png"] },
  gif: { mimeTypes: ["image/gif"], extensions: ["gif"] },
  webp: { mimeTypes: ["image/webp"], extensions: ["webp"] },
  doc: { mimeTypes: ["application/msword"], extensions: ["doc"] },
  docx: {
    mimeTypes: ["application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
    extensions: ["docx"],
  },
  text: { mimeTypes: ["text/plain"], extensions: ["txt", "text"] },
};

/** Browsers send these when they do not know the type; they declare nothing. */
const UNDECLARED_MIME_TYPES = new Set(["", "application/octet-stream", "binary/octet-stream"]);

export function canonicalMimeType(kind: DocumentFileKind): string {
  return DECLARATIONS[kind].mimeTypes[0];
}

export function fileKindOfMimeType(mimeType: string): DocumentFileKind | undefined {
  const essence = mimeType.split(";")[0]?.trim().toLowerCase() ?? "";
  return DOCUMENT_FILE_KINDS.find((kind) => DECLARATIONS[kind].mimeTypes.includes(essence));
}

export function fileKindOfFileName(fileName: string): DocumentFileKind | undefined {
  const dot = fileName.lastIndexOf(".");
  if (dot < 0) return undefined;
  const extension = fileName.slice(dot + 1).toLowerCase();
  return DOCUMENT_FILE_KINDS.find((kind) => DECLARATIONS[kind].extensions.includes(extension));
}

/**
 * The kind a file declares through its MIME type and its name's extension. When both declare a
 * kind they must agree ("invoice.pdf" sent as image/png is refused); an unknown MIME type or one
 * that contradicts the name declares nothing we accept.
 */
export function declaredFileKind(file: { name: string; type: string }): DocumentFileKind | undefined {
  const fromName = fileKindOfFileName(file.name);
  const essence = file.type.split(";")[0]?.trim().toLowerCase() ?? "";
  if (UNDECLARED_MIME_TYPES.has(essence)) return fromName;
  const fromType = fileKindOfMimeType(essence);
  if (!fromType) return undefined;
  if (fromName && fromName !== fromType) return undefined;
  return fromType;
}

/** The kinds a browser shows without running anything of the file's: images, text, PDF. */
const INLINE_SAFE_KINDS: readonly DocumentFileKind[] = ["pdf", "jpeg", "png", "gif", "webp", "text"];

export function isInlineSafeMimeType(mimeType: string): boolean {
  const kind = fileKindOfMimeType(mimeType);
  return kind !== undefined && INLINE_SAFE_KINDS.includes(kind);
}

/**
 * The name with the extension of the kind its bytes were proven to be: "ratecon.bat" holding a
 * PDF becomes "ratecon.pdf", "x.pdf.exe" becomes "x.pdf", so a download never opens in the program
 * a hostile name picks.
 */
export function withKindExtension(fileName: string, kind: DocumentFileKind): string {
  const { extensions } = DECLARATIONS[kind];
  const dot = fileName.lastIndexOf(".");
  const extension = dot > 0 ? fileName.slice(dot + 1).toLowerCase() : "";
  if (extensions.includes(extension)) return fileName;
  const base = dot > 0 ? fileName.slice(0, dot) : fileName;
  const inner = base.lastIndexOf(".");
  if (inner > 0 && extensions.includes(base.slice(inner + 1).toLowerCase())) return base;
  return `${base || "document"}.${extensions[0]}`;
}
