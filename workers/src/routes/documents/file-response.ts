import { type Disposition, documentResponseHeaders } from "@truerate/domain/documents/download-headers";
import type { DocumentFile } from "../../services/documents/download";

/** A decrypted document as the answer: its stored type and name, never sniffed, never cached. */
export function documentFileResponse(file: DocumentFile, disposition: Disposition): Response {
  return new Response(file.body, {
    status: 200,
    headers: documentResponseHeaders({
      mimeType: file.mimeType,
      fileName: file.fileName,
      size: file.size,
      disposition,
    }),
  });
}
