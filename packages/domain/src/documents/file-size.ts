/** Every upload screen caps a file at 10MB (docs/product.md#load-board-business-constants-and-limits); 1MB is 1024 × 1024 bytes. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

const UNITS = ["Bytes", "KB", "MB", "GB"] as const;

/** A size for people, in docs/product.md's units (Bytes, KB, MB, GB): "0 Bytes", "1.5 KB", "10 MB". */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return "0 Bytes";
  const exponent = Math.min(UNITS.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  const value = Number.parseFloat((bytes / 1024 ** exponent).toFixed(2));
  return `${value} ${UNITS[exponent]}`;
}
