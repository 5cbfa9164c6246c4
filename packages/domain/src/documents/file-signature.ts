import type { DocumentFileKind } from "./file-types";

/**
 * Magic-byte sniffing: what a file's leading bytes say it is. Uploads are accepted only when this
 * agrees with the declared kind, so a renamed executable (or any other mislabelled file) is refused
 * (OWASP ASVS 5.2.2). Executables are recognised explicitly so the refusal can say why in logs.
 */
export type SniffedFileKind = DocumentFileKind | "executable" | "unknown";

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((value, index) => bytes[offset + index] === value);

const ascii = (text: string) => Array.from(text, (character) => character.charCodeAt(0));

const EXECUTABLE_SIGNATURES: readonly (readonly number[])[] = [
  [0x7f, 0x45, 0x4c, 0x46], // ELF
  [0xfe, 0xed, 0xfa, 0xce], // Mach-O 32-bit
  [0xfe, 0xed, 0xfa, 0xcf], // Mach-O 64-bit
  [0xce, 0xfa, 0xed, 0xfe], // Mach-O 32-bit, little-endian
  [0xcf, 0xfa, 0xed, 0xfe], // Mach-O 64-bit, little-endian
  [0xca, 0xfe, 0xba, 0xbe], // Mach-O universal binary (also Java class files)
  [0x00, 0x61, 0x73, 0x6d], // WebAssembly
];

function isExecutable(bytes: Uint8Array): boolean {
  if (EXECUTABLE_SIGNATURES.some((signature) => startsWith(bytes, signature))) return true;
  // "MZ" opens every DOS/Windows executable; its header holds NUL bytes, which tells it apart from
  // a text file that merely starts with the letters MZ.
  return startsWith(bytes, ascii("MZ")) && bytes.subarray(0, 64).includes(0);
}

function containsAscii(bytes: Uint8Array, text: string): boolean {
  const needle = ascii(text);
  const first = needle[0];
  for (let index = bytes.indexOf(first ?? 0); index >= 0; index = bytes.indexOf(first ?? 0, index + 1)) {
    if (startsWith(bytes, needle, index)) return true;
  }
  return false;
}

/** A DOCX is a ZIP package with a content-types part and a word/ folder; any other ZIP is not. */
function isWordPackage(bytes: Uint8Array): boolean {
  return (
    startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) &&
    containsAscii(bytes, "[Content_Types].xml") &&
    containsAscii(bytes, "word/")
  );
}

/** Plain text: valid UTF-8 with no NUL byte (binary formats are full of NULs). */
function isPlainText(bytes: Uint8Array): boolean {
  if (bytes.length === 0 || bytes.includes(0)) return false;
  try {
    new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

export function sniffFileKind(bytes: Uint8Array): SniffedFileKind {
  if (isExecutable(bytes)) return "executable";
  if (startsWith(bytes, ascii("%PDF-"))) return "pdf";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return "doc";
  if (isWordPackage(bytes)) return "docx";
  if (isPlainText(bytes)) return "text";
  return "unknown";
}

export function contentMatchesKind(bytes: Uint8Array, kind: DocumentFileKind): boolean {
  return sniffFileKind(bytes) === kind;
}
