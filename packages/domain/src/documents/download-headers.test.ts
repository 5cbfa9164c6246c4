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
      "Content-Security-Policy": "sandbox; script-src 'none'; frame-ancestors 'none'",
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    });
  });
});

describe("documentResponseHeaders: hostile names and types", () => {
  it("names a stored PDF with its own extension, whatever name it was stored under", () => {
    for (const name of ["ratecon.bat", "ratecon.hta", "a.html", "a.svg", "a.js", "a.pdf.lnk", "x.pdf.exe"]) {
      const headers = documentResponseHeaders({
        mimeType: "application/pdf",
        fileName: name,
        size: 1,
        disposition: "inline",
      });
      expect(headers["Content-Disposition"], name).toMatch(/^inline; filename="[^"]*\.pdf";/);
      expect(headers["Content-Security-Policy"]).toBe("sandbox; script-src 'none'; frame-ancestors 'none'");
    }
  });

  it("serves a Word document as a download even when asked inline", () => {
    const headers = documentResponseHeaders({
      mimeType: "application/msword",
      fileName: "contract.doc",
      size: 1,
      disposition: "inline",
    });
    expect(headers["Content-Disposition"]).toMatch(/^attachment; filename="contract\.doc"/);
  });

  it("serves an unknown stored type as opaque bytes to download", () => {
    const headers = documentResponseHeaders({
      mimeType: "text/html",
      fileName: "a.html",
      size: 1,
      disposition: "inline",
    });
    expect(headers["Content-Type"]).toBe("application/octet-stream");
    expect(headers["Content-Disposition"]).toMatch(/^attachment;/);
  });
});
