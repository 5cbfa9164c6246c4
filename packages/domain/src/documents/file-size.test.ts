import { describe, expect, it } from "vitest";
import { formatFileSize, MAX_DOCUMENT_BYTES } from "./file-size";

describe("formatFileSize", () => {
  it.each([
    [0, "0 Bytes"],
    [-5, "0 Bytes"],
    [512, "512 Bytes"],
    [1024, "1 KB"],
    [1536, "1.5 KB"],
    [1_048_576, "1 MB"],
    [MAX_DOCUMENT_BYTES, "10 MB"],
    [2.25 * 1024 ** 3, "2.25 GB"],
    [5 * 1024 ** 4, "5120 GB"],
  ])("shows %d bytes as %j", (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });
});
