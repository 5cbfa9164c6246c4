import { cleanDisplayText, fileNameWithoutExtension, sanitizeFileName } from "./file-name";
import { contentMatchesKind } from "./file-signature";
import { MAX_DOCUMENT_BYTES } from "./file-size";
import { canonicalMimeType, type DocumentFileKind, declaredFileKind, withKindExtension } from "./file-types";

/**
 * The three upload rule sets of docs/product.md#load-board-validation-rules, with their exact messages. Each screen checks its
 * fields in the order docs/product.md lists them; the portal can show the same messages before sending.
 * After the declared checks pass, `checkUploadContent` proves the bytes are what was declared.
 */
export interface UploadRuleSet {
  allowedKinds: readonly DocumentFileKind[];
  maxBytes: number;
  messages: { missing: string; tooLarge: string; unsupportedType: string };
}

export const LOAD_FORM_PANEL_RULES: UploadRuleSet = {
  allowedKinds: ["jpeg", "png", "gif", "webp", "pdf", "doc", "docx", "text"],
  maxBytes: MAX_DOCUMENT_BYTES,
  messages: {
    missing: "Please select a file and enter a document name",
    tooLarge: "File size must be less than 10MB",
    unsupportedType: "File type not supported. Please upload images, PDFs, or documents.",
  },
};

export const DOCUMENT_MANAGER_RULES: UploadRuleSet = {
  allowedKinds: ["pdf", "jpeg", "png"],
  maxBytes: MAX_DOCUMENT_BYTES,
  // docs/product.md gives no message for a missing file on this page (its input stays disabled until a type
  // is chosen); we reuse the broker screen's wording.
  messages: {
    missing: "Please select a file to upload.",
    tooLarge: "File too large",
    unsupportedType: "Invalid file type",
  },
};

export const BROKER_UPLOAD_RULES: UploadRuleSet = {
  allowedKinds: ["pdf", "doc", "docx", "jpeg", "png"],
  maxBytes: MAX_DOCUMENT_BYTES,
  // Only the missing-file message is in docs/product.md; the other two are ours, in the same voice.
  messages: {
    missing: "Please select a file to upload.",
    tooLarge: "File size must be less than 10MB",
    unsupportedType: "File type not supported. Please upload a PDF, DOC, DOCX, JPG or PNG file.",
  },
};

/** The document types the upload screens offer (docs/product.md#load-board-entities-and-fields); compliance_doc is the broker's own. */
export const UPLOAD_DOCUMENT_TYPES = [
  "bol",
  "rate_confirmation",
  "pod",
  "certificate_insurance",
  "mc_number",
  "other",
] as const;

/** What a multipart `File` tells us before its bytes are read. */
export interface UploadedFileInfo {
  name: string;
  size: number;
  type: string;
}

export type UploadProblem = "missing" | "too-large" | "unsupported-type";
export type UploadField = "file" | "documentName" | "documentType" | "loadId";

export type UploadAccepted = { ok: true; kind: DocumentFileKind; mimeType: string; fileName: string };
export type UploadRefused = { ok: false; problem: UploadProblem; field: UploadField; message: string };
export type UploadCheck = UploadAccepted | UploadRefused;

const refuse = (problem: UploadProblem, field: UploadField, message: string): UploadRefused => ({
  ok: false,
  problem,
  field,
  message,
});

const isMissing = (file: UploadedFileInfo | null | undefined): file is null | undefined => !file || file.size <= 0;

function checkSize(rules: UploadRuleSet, file: UploadedFileInfo): UploadCheck | undefined {
  return file.size > rules.maxBytes ? refuse("too-large", "file", rules.messages.tooLarge) : undefined;
}

function checkType(rules: UploadRuleSet, file: UploadedFileInfo): UploadCheck {
  const kind = declaredFileKind(file);
  if (!kind || !rules.allowedKinds.includes(kind))
    return refuse("unsupported-type", "file", rules.messages.unsupportedType);
  const fileName = withKindExtension(sanitizeFileName(file.name), kind);
  return { ok: true, kind, mimeType: canonicalMimeType(kind), fileName };
}

/**
 * Load form panel. The name field starts as the file name without its extension; a name left out
 * entirely (undefined) takes that default, a name sent blank is refused as docs/product.md says.
 */
export function checkLoadFormPanelUpload(input: {
  file?: UploadedFileInfo | null;
  documentName?: string | null;
}): (UploadAccepted & { documentName: string }) | UploadRefused {
  const rules = LOAD_FORM_PANEL_RULES;
  const documentName = cleanDisplayText(
    input.documentName ?? (input.file ? fileNameWithoutExtension(input.file.name) : ""),
  );
  if (isMissing(input.file)) return refuse("missing", "file", rules.messages.missing);
  if (!documentName) return refuse("missing", "documentName", rules.messages.missing);
  const check = checkSize(rules, input.file) ?? checkType(rules, input.file);
  return check.ok ? { ...check, documentName } : check;
}

export function checkDocumentManagerUpload(input: {
  documentType?: string | null;
  file?: UploadedFileInfo | null;
}): UploadCheck {
  const rules = DOCUMENT_MANAGER_RULES;
  const documentType = input.documentType ?? "";
  if (!(UPLOAD_DOCUMENT_TYPES as readonly string[]).includes(documentType)) {
    return refuse("missing", "documentType", "Document type required");
  }
  if (isMissing(input.file)) return refuse("missing", "file", rules.messages.missing);
  const typeCheck = checkType(rules, input.file);
  return typeCheck.ok ? (checkSize(rules, input.file) ?? typeCheck) : typeCheck;
}

export function checkBrokerUpload(input: { file?: UploadedFileInfo | null; loadId?: string | null }): UploadCheck {
  const rules = BROKER_UPLOAD_RULES;
  if (isMissing(input.file)) return refuse("missing", "file", rules.messages.missing);
  if (!input.loadId?.trim()) return refuse("missing", "loadId", rules.messages.missing);
  const typeCheck = checkType(rules, input.file);
  return typeCheck.ok ? (checkSize(rules, input.file) ?? typeCheck) : typeCheck;
}

/** The bytes must be what the file declared; otherwise the screen's type message. */
export function checkUploadContent(
  rules: UploadRuleSet,
  kind: DocumentFileKind,
  bytes: Uint8Array,
): UploadRefused | undefined {
  if (bytes.byteLength > rules.maxBytes) return refuse("too-large", "file", rules.messages.tooLarge);
  return contentMatchesKind(bytes, kind)
    ? undefined
    : refuse("unsupported-type", "file", rules.messages.unsupportedType);
}
