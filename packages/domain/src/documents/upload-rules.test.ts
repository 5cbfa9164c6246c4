import { describe, expect, it } from "vitest";
import { MAX_DOCUMENT_BYTES } from "./file-size";
import {
  BROKER_UPLOAD_RULES,
  checkBrokerUpload,
  checkDocumentManagerUpload,
  checkLoadFormPanelUpload,
  checkUploadContent,
  DOCUMENT_MANAGER_RULES,
  LOAD_FORM_PANEL_RULES,
} from "./upload-rules";

const file = (name: string, type: string, size = 2048) => ({ name, type, size });
const PDF_BYTES = new TextEncoder().encode("%PDF-1.4\n1 0 obj\n");
const EXE_BYTES = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]);

describe("load form panel rules", () => {
  it("accepts every listed type and defaults the name to the file name without its extension", () => {
    const result = checkLoadFormPanelUpload({ file: file("rate con 42.docx", "") });
    expect(result).toMatchObject({ ok: true, kind: "docx", documentName: "rate con 42", fileName: "rate con 42.docx" });
    for (const [name, type] of [
      ["a.jpg", "image/jpeg"],
      ["a.gif", "image/gif"],
      ["a.webp", "image/webp"],
      ["a.txt", "text/plain"],
    ]) {
      expect(checkLoadFormPanelUpload({ file: file(name ?? "", type ?? "") }).ok, name).toBe(true);
    }
  });

  it("needs a file and a non-empty name", () => {
    const message = "Please select a file and enter a document name";
    expect(checkLoadFormPanelUpload({ documentName: "BOL" })).toMatchObject({ ok: false, field: "file", message });
    expect(checkLoadFormPanelUpload({ file: file("bol.pdf", "application/pdf"), documentName: "  " })).toMatchObject({
      ok: false,
      field: "documentName",
      message,
    });
  });

  it("refuses more than 10MB, and accepts exactly 10MB", () => {
    expect(
      checkLoadFormPanelUpload({ file: file("big.pdf", "application/pdf", MAX_DOCUMENT_BYTES + 1) }),
    ).toMatchObject({
      ok: false,
      problem: "too-large",
      message: "File size must be less than 10MB",
    });
    expect(checkLoadFormPanelUpload({ file: file("big.pdf", "application/pdf", MAX_DOCUMENT_BYTES) }).ok).toBe(true);
  });

  it("refuses other types, and a type that contradicts the extension", () => {
    const message = "File type not supported. Please upload images, PDFs, or documents.";
    expect(checkLoadFormPanelUpload({ file: file("setup.exe", "application/x-msdownload") })).toMatchObject({
      ok: false,
      message,
    });
    expect(checkLoadFormPanelUpload({ file: file("invoice.pdf", "image/png") })).toMatchObject({ ok: false, message });
    expect(checkLoadFormPanelUpload({ file: file("noextension", "") })).toMatchObject({ ok: false, message });
  });
});

describe("Document Manager rules", () => {
  const pdf = file("pod.pdf", "application/pdf");

  it("needs a document type first", () => {
    expect(checkDocumentManagerUpload({ file: pdf })).toMatchObject({
      ok: false,
      field: "documentType",
      message: "Document type required",
    });
    expect(checkDocumentManagerUpload({ documentType: "nonsense", file: pdf }).ok).toBe(false);
  });

  it("accepts PDF, JPEG and PNG only", () => {
    expect(checkDocumentManagerUpload({ documentType: "pod", file: pdf })).toMatchObject({
      ok: true,
      mimeType: "application/pdf",
    });
    expect(checkDocumentManagerUpload({ documentType: "bol", file: file("scan.jpeg", "image/jpg") })).toMatchObject({
      ok: true,
      mimeType: "image/jpeg",
    });
    expect(checkDocumentManagerUpload({ documentType: "bol", file: file("scan.gif", "image/gif") })).toMatchObject({
      ok: false,
      message: "Invalid file type",
    });
  });

  it("refuses a file over 10MB", () => {
    expect(
      checkDocumentManagerUpload({ documentType: "pod", file: { ...pdf, size: MAX_DOCUMENT_BYTES + 1 } }),
    ).toMatchObject({
      ok: false,
      problem: "too-large",
      message: "File too large",
    });
  });
});

describe("broker upload rules", () => {
  it("needs a file and a load", () => {
    const message = "Please select a file to upload.";
    expect(checkBrokerUpload({ loadId: "l1" })).toMatchObject({ ok: false, field: "file", message });
    expect(checkBrokerUpload({ file: file("rc.pdf", "application/pdf") })).toMatchObject({
      ok: false,
      field: "loadId",
      message,
    });
  });

  it("accepts PDF, DOC, DOCX, JPG, JPEG and PNG, and nothing else", () => {
    for (const name of ["a.pdf", "a.doc", "a.docx", "a.jpg", "a.jpeg", "a.png"]) {
      expect(checkBrokerUpload({ file: file(name, ""), loadId: "l1" }).ok, name).toBe(true);
    }
    expect(checkBrokerUpload({ file: file("a.txt", "text/plain"), loadId: "l1" })).toMatchObject({
      ok: false,
      problem: "unsupported-type",
    });
    expect(
      checkBrokerUpload({ file: file("a.pdf", "application/pdf", MAX_DOCUMENT_BYTES + 1), loadId: "l1" }),
    ).toMatchObject({
      ok: false,
      problem: "too-large",
    });
  });
});

describe("checkUploadContent", () => {
  it("passes bytes that match the declared kind", () => {
    expect(checkUploadContent(BROKER_UPLOAD_RULES, "pdf", PDF_BYTES)).toBeUndefined();
  });

  it("refuses a renamed executable with each screen's type message", () => {
    expect(checkUploadContent(LOAD_FORM_PANEL_RULES, "pdf", EXE_BYTES)?.message).toBe(
      LOAD_FORM_PANEL_RULES.messages.unsupportedType,
    );
    expect(checkUploadContent(DOCUMENT_MANAGER_RULES, "pdf", EXE_BYTES)?.message).toBe("Invalid file type");
  });

  it("refuses more bytes than the rule allows, whatever the form said", () => {
    expect(checkUploadContent(DOCUMENT_MANAGER_RULES, "pdf", new Uint8Array(MAX_DOCUMENT_BYTES + 1))?.problem).toBe(
      "too-large",
    );
  });
});

describe("the stored name carries the extension of the proven type", () => {
  it("renames executable and script names sent as PDF to .pdf", () => {
    const cases: Array<[string, string]> = [
      ["ratecon.bat", "ratecon.pdf"],
      ["ratecon.hta", "ratecon.pdf"],
      ["ratecon.html", "ratecon.pdf"],
      ["ratecon.svg", "ratecon.pdf"],
      ["ratecon.js", "ratecon.pdf"],
      ["ratecon.pdf.lnk", "ratecon.pdf"],
      ["x.pdf.exe", "x.pdf"],
      ["no-extension", "no-extension.pdf"],
      ["rate.PDF", "rate.PDF"],
    ];
    for (const [name, stored] of cases) {
      const result = checkBrokerUpload({ file: file(name, "application/pdf"), loadId: "load-1" });
      expect(result, name).toMatchObject({ ok: true, kind: "pdf", fileName: stored });
    }
  });
});
