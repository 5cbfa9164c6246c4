import { describe, expect, it } from "vitest";
import { cleanDisplayText, fileNameWithoutExtension, MAX_FILE_NAME_LENGTH, sanitizeFileName } from "./file-name";

describe("sanitizeFileName", () => {
  it.each([
    ["rate confirmation.pdf", "rate confirmation.pdf"],
    ["C:\\Users\\me\\Desktop\\bol.PDF", "bol.PDF"],
    ["../../etc/passwd", "passwd"],
    ["in\u0000voice\u0007.pdf", "invoice.pdf"],
    ["invoice\u202Efdp.exe", "invoicefdp.exe"],
    ['what?<is>"this"|*:.txt', "what__is__this____.txt"],
    ["  spaced   out  .pdf  ", "spaced out.pdf"],
    [".hidden", "hidden"],
    ["CON.txt", "_CON.txt"],
    ["", "document"],
    ["...", "document"],
    ["/", "document"],
    [".pdf", "pdf"],
    ["a.pdf.", "a.pdf"],
  ])("cleans %j to %j", (raw, expected) => {
    expect(sanitizeFileName(raw)).toBe(expected);
  });

  it("bounds the length and keeps the extension", () => {
    const name = sanitizeFileName(`${"x".repeat(500)}.docx`);
    expect(name.length).toBe(MAX_FILE_NAME_LENGTH);
    expect(name.endsWith(".docx")).toBe(true);
  });

  it("never cuts a surrogate pair in half", () => {
    const name = sanitizeFileName(`${"🚚".repeat(200)}.pdf`, 10);
    expect(name).toBe("🚚🚚🚚🚚🚚🚚.pdf");
  });

  it("treats a long or odd suffix as part of the name, not an extension", () => {
    expect(sanitizeFileName("report.final version")).toBe("report.final version");
  });
});

describe("fileNameWithoutExtension", () => {
  it("drops only the last extension", () => {
    expect(fileNameWithoutExtension("rate.con.pdf")).toBe("rate.con");
    expect(fileNameWithoutExtension("BOL 42.jpeg")).toBe("BOL 42");
    expect(fileNameWithoutExtension("README")).toBe("README");
    expect(fileNameWithoutExtension(".env")).toBe(".env");
  });
});

describe("cleanDisplayText", () => {
  it("removes invisible characters, keeps punctuation people type", () => {
    expect(cleanDisplayText("  Rate: load\u202E 42 \n ")).toBe("Rate: load 42");
  });
});
