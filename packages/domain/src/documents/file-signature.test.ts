import { describe, expect, it } from "vitest";
import { contentMatchesKind, sniffFileKind } from "./file-signature";

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? Array.from(part, (c) => c.charCodeAt(0)) : part)));

const SAMPLES = {
  pdf: bytes("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj"),
  png: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], "IHDR"),
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], "JFIF"),
  gif: bytes("GIF89a", [1, 0, 1, 0]),
  webp: bytes("RIFF", [36, 0, 0, 0], "WEBPVP8 "),
  doc: bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]),
  docx: bytes([0x50, 0x4b, 0x03, 0x04, 20, 0], "[Content_Types].xml", [0, 0], "word/document.xml"),
  text: new TextEncoder().encode("Rate confirmation — load 42, $2,500.00\n"),
} as const;

describe("sniffFileKind", () => {
  it.each(Object.entries(SAMPLES))("recognises %s from its leading bytes", (kind, sample) => {
    expect(sniffFileKind(sample)).toBe(kind);
  });

  it.each([
    ["a Windows executable", bytes("MZ", [0x90, 0, 3, 0, 0, 0, 4, 0], "This program cannot be run in DOS mode")],
    ["an ELF binary", bytes([0x7f], "ELF", [2, 1, 1, 0])],
    ["a Mach-O binary", bytes([0xcf, 0xfa, 0xed, 0xfe, 7, 0, 0, 1])],
  ])("calls %s an executable", (_label, sample) => {
    expect(sniffFileKind(sample)).toBe("executable");
  });

  it("does not take text that starts with the letters MZ for an executable", () => {
    expect(sniffFileKind(new TextEncoder().encode("MZ Logistics invoice"))).toBe("text");
  });

  it("refuses a ZIP that is not a Word package as a DOCX", () => {
    expect(sniffFileKind(bytes([0x50, 0x4b, 0x03, 0x04, 20, 0], "payload.exe"))).toBe("unknown");
  });

  it("does not call binary or invalid UTF-8 text, nor an empty file anything", () => {
    expect(sniffFileKind(bytes("hello", [0], "world"))).toBe("unknown");
    expect(sniffFileKind(bytes([0xc3, 0x28]))).toBe("unknown");
    expect(sniffFileKind(new Uint8Array())).toBe("unknown");
  });
});

describe("contentMatchesKind", () => {
  it("accepts a file whose bytes match its declared kind", () => {
    expect(contentMatchesKind(SAMPLES.pdf, "pdf")).toBe(true);
  });

  it("refuses a renamed executable and a PNG declared as a PDF", () => {
    expect(contentMatchesKind(bytes("MZ", [0x90, 0, 3, 0]), "pdf")).toBe(false);
    expect(contentMatchesKind(bytes([0x7f], "ELF", [2, 1]), "text")).toBe(false);
    expect(contentMatchesKind(SAMPLES.png, "pdf")).toBe(false);
  });
});
