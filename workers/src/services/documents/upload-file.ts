import { sanitizeFileName } from "@truerate/domain/documents/file-name";
import type { DocumentFileKind } from "@truerate/domain/documents/file-types";
import { checkUploadContent, type UploadRefused, type UploadRuleSet } from "@truerate/domain/documents/upload-rules";
import { AppError } from "../../core/errors";

/** An upload refused by its screen's rule set, as the API's problem (the message is docs/product.md's). */
export function uploadRefusal(refused: UploadRefused): AppError {
  const details = { fields: { [refused.field]: [refused.message] } };
  switch (refused.problem) {
    case "missing":
      return new AppError("VALIDATION_FAILED", refused.message, details);
    case "too-large":
      return new AppError("PAYLOAD_TOO_LARGE", refused.message, details);
    case "unsupported-type":
      return new AppError("UNSUPPORTED_MEDIA_TYPE", refused.message, details);
  }
}

/** A multipart field that should hold a file: anything else (a plain string, nothing) is no file. */
export function asUploadedFile(value: unknown): File | null {
  return value instanceof File ? value : null;
}

/** The file's bytes, once proven to be the kind it declared (a renamed executable is refused). */
export async function readCheckedBytes(rules: UploadRuleSet, kind: DocumentFileKind, file: File): Promise<Uint8Array> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const refused = checkUploadContent(rules, kind, bytes);
  if (refused) throw uploadRefusal(refused);
  return bytes;
}

/**
 * The name a document is listed and downloaded under: the name the user gave it with the file's
 * extension (so a download opens in the right program), or the cleaned file name.
 */
export function listedFileName(documentName: string | null, checkedFileName: string): string {
  if (!documentName) return checkedFileName;
  const dot = checkedFileName.lastIndexOf(".");
  const extension = dot > 0 ? checkedFileName.slice(dot) : "";
  const named = documentName.toLowerCase().endsWith(extension.toLowerCase())
    ? documentName
    : `${documentName}${extension}`;
  return sanitizeFileName(named);
}
