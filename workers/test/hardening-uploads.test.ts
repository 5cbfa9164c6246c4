// Executable names are never stored or served: the stored name takes the extension of the type the
// bytes were proven to be, and every document answer is sandboxed.

import { env } from "cloudflare:test";
import { DOCUMENT_POLICY } from "@truerate/domain/documents/download-headers";
import { beforeAll, describe, expect, it } from "vitest";
import { call } from "./support/call";
import { expectFile, expectStatus, pdfBytes, type TestUser } from "./support/documents";
import { world } from "./support/fixed-world";

let carrier: TestUser;

beforeAll(async () => {
  carrier = (await world.tenantA()).carrier;
});

describe("hostile file names", () => {
  it.each([
    ["ratecon.bat", "ratecon.pdf"],
    ["ratecon.hta", "ratecon.pdf"],
    ["ratecon.html", "ratecon.pdf"],
    ["ratecon.svg", "ratecon.pdf"],
    ["ratecon.js", "ratecon.pdf"],
    ["ratecon.pdf.lnk", "ratecon.pdf"],
    ["x.pdf.exe", "x.pdf"],
  ])("%s holding a PDF is stored and served as %s, sandboxed", async (name, stored) => {
    const body = await expectStatus<{ document: { id: string; fileName: string } }>(
      await call("uploadDocument", {
        body: {
          document: { bytes: pdfBytes("rate 2150.00"), name, type: "application/pdf" },
          documentType: "rate_confirmation",
        },
        as: carrier,
      }),
      201,
    );
    expect(body.document.fileName).toBe(stored);
    const row = await env.DB.prepare("SELECT file_name, original_file_name FROM documents WHERE id = ?")
      .bind(body.document.id)
      .first<{ file_name: string; original_file_name: string }>();
    expect(row).toEqual({ file_name: stored, original_file_name: stored });

    const response = await call("downloadDocument", { params: { id: body.document.id }, as: carrier });
    await expectFile(response);
    expect(response.headers.get("content-disposition")).toMatch(
      new RegExp(`^attachment; filename="${stored.replace(".", "\\.")}"`),
    );
    expect(response.headers.get("content-security-policy")).toBe(DOCUMENT_POLICY);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
