import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { citedProductAnchors, headingAnchor, markdownAnchors, PRODUCT_AREAS, PRODUCT_PARTS } from "./product-anchors";

const ROOT = path.resolve(import.meta.dirname, "../..");
const PRODUCT = readFileSync(path.join(ROOT, "docs/product.md"), "utf8");

/** The tracked files that cite a section of docs/product.md (`git grep` exits 1 when none does). */
function filesCiting(): string[] {
  try {
    return execFileSync("git", ["grep", "-l", "product\\.md#"], { cwd: ROOT, encoding: "utf8" })
      .split("\n")
      .filter(Boolean);
  } catch (error) {
    if ((error as { status?: number }).status === 1) return [];
    throw error;
  }
}

describe("docs/product.md's anchors", () => {
  it("are GitHub's: lower case, punctuation dropped, spaces to hyphens, repeats numbered", () => {
    expect(headingAnchor("Load board: validation rules")).toBe("load-board-validation-rules");
    expect(headingAnchor("Accounts: business constants and limits")).toBe("accounts-business-constants-and-limits");
    expect([...markdownAnchors("# A\n## Notes\n```\n## not a heading\n```\n### Notes\n")]).toEqual([
      "a",
      "notes",
      "notes-1",
    ]);
  });

  it("read a citation's first anchor and the ones joined to it", () => {
    expect(
      citedProductAnchors(
        "(docs/product.md#accounts-validation-rules, #accounts-calls and #accounts-error-catalogue): the search",
      ),
    ).toEqual(["accounts-validation-rules", "accounts-calls", "accounts-error-catalogue"]);
    expect(citedProductAnchors("see docs/product.md#load-board-calls. #not-this")).toEqual(["load-board-calls"]);
  });

  it("include one section for each part of the accounts and load-board descriptions", () => {
    const anchors = markdownAnchors(PRODUCT);
    const parts = PRODUCT_AREAS.flatMap((area) => PRODUCT_PARTS.map((part) => headingAnchor(`${area}: ${part}`)));
    expect(parts.filter((anchor) => !anchors.has(anchor))).toEqual([]);
  });

  it("hold every citation of the repository", () => {
    const anchors = markdownAnchors(PRODUCT);
    const files = filesCiting();
    const broken = files.flatMap((file) =>
      citedProductAnchors(readFileSync(path.join(ROOT, file), "utf8"))
        .filter((anchor) => !anchors.has(anchor))
        .map((anchor) => `${file}: #${anchor}`),
    );
    expect(broken).toEqual([]);
  });
});
