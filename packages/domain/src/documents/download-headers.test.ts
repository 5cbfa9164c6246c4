import { describe, expect, it } from "vitest";
import { contentDisposition, documentResponseHeaders } from "./download-headers";

describe("contentDisposition", () => {
  it("gives an ASCII file name as is, in both forms", () => {
    expect(contentDisposition("rate con.pdf")).toBe(
      `attachment; filename="rate con.pdf"; filename*=UTF-8''rate%20con.pdf`,
    );
  });

  it("cleans the name and cannot be broken out of by quotes, paths or line breaks", () => {
    const header = contentDisposition('../x"; filename="evil.html\r\nSet-Cookie: a=b.pdf', "inline");
    expect(header.startsWith('inline; filename="')).toBe(true);
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.match(/"/g)?.length).toBe(2);
    expect(header).not.toContain("../");
  });

  it("keeps non-ASCII names in the UTF-8 form and replaces them in the fallback", () => {
    expect(contentDisposition("façture №1.pdf")).toBe(
      `attachment; filename="fa_ture _1.pdf"; filename*=UTF-8''fa%C3%A7ture%20%E2%84%961.pdf`,
    );
  });
});

describe("documentResponseHeaders", () => {
  it("serves the stored type, never sniffed, never cached by shared caches", () => {
    expect(documentResponseHeaders({ mimeType: "application/pdf", fileName: "bol.pdf", size: 1234 })).toEqual({
      "Content-Type": "application/pdf",
      "Content-Length": "1234",
      "Content-Disposition": `attachment; filename="bol.pdf"; filename*=UTF-8''bol.pdf`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    });
  });
});
