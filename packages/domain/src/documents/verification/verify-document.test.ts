import { describe, expect, it } from "vitest";
import { buildDocx, buildPdf } from "./test-documents";
import { verifyDocumentContent, verifyDocumentText } from "./verify-document";

const expected = { loadNumber: "TR-4242", rateCents: 250000, brokerName: "Acme Freight LLC" };

describe("verifyDocumentText", () => {
  it("is verified at 100 when the number, rate and broker are all stated", () => {
    const result = verifyDocumentText("Acme Freight, LLC — Load TR-4242 — Rate $2,500.00", expected);
    expect(result).toEqual({
      verificationStatus: "verified",
      verificationConfidence: 100,
      found: { loadNumber: true, rate: true, brokerName: true },
    });
  });

  it("is partial, weighted by what was found", () => {
    expect(verifyDocumentText("Load TR-4242", expected)).toMatchObject({
      verificationStatus: "partial",
      verificationConfidence: 40,
    });
    expect(verifyDocumentText("Total $2,500.00 — Acme Freight", expected)).toMatchObject({
      verificationStatus: "partial",
      verificationConfidence: 60,
    });
  });

  it("is unverified at 0 when nothing matches or there is no text", () => {
    expect(verifyDocumentText("an unrelated letter", expected)).toMatchObject({
      verificationStatus: "unverified",
      verificationConfidence: 0,
    });
    expect(verifyDocumentText(null, expected)).toMatchObject({
      verificationStatus: "unverified",
      verificationConfidence: 0,
    });
  });
});

describe("verifyDocumentContent", () => {
  it("verifies a compressed PDF rate confirmation", async () => {
    const pdf = await buildPdf([
      { content: "BT /F1 14 Tf 72 720 Td (RATE CONFIRMATION) Tj 0 -20 Td (Acme Freight LLC) Tj ET", flate: true },
      { content: "BT 72 680 Td [(Load #: )-250(TR-4242)] TJ T* (Agreed rate: $2,500.00) Tj ET", flate: true },
    ]);
    const result = await verifyDocumentContent({ bytes: pdf, mimeType: "application/pdf", expected });
    expect(result.verificationStatus).toBe("verified");
  });

  it("verifies a DOCX partially when its rate differs", async () => {
    const docx = await buildDocx(["Acme Freight LLC", "Load TR-4242", "Rate $2,400.00"]);
    const result = await verifyDocumentContent({
      bytes: docx,
      mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      expected,
    });
    expect(result).toMatchObject({ verificationStatus: "partial", verificationConfidence: 65, found: { rate: false } });
  });

  it("answers unverified for an image, which it cannot read", async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(await verifyDocumentContent({ bytes: png, mimeType: "image/png", expected })).toMatchObject({
      verificationStatus: "unverified",
      verificationConfidence: 0,
    });
  });
});
