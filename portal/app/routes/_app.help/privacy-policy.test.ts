import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PRIVACY_POLICY } from "./privacy-policy";

const flatten = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

describe("PRIVACY_POLICY", () => {
  it("says exactly what the static privacy page says", () => {
    const page = flatten(readFileSync(path.join(import.meta.dirname, "../../../public/privacy.html"), "utf8"));
    expect(PRIVACY_POLICY.length).toBeGreaterThanOrEqual(8);
    for (const section of PRIVACY_POLICY) {
      expect(page, section.heading).toContain(section.heading);
      expect(page, section.heading).toContain(section.text);
    }
  });
});
