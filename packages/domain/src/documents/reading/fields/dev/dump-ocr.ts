// Tuning only: prints an OCR cache file's lines as the layout sees them.
import { readFileSync } from "node:fs";
import { layoutLines } from "../../layout";
import type { PageText } from "../../types";

const pages = JSON.parse(readFileSync(process.argv[2] as string, "utf8")) as PageText[];
for (const page of pages) {
  console.log(`--- page ${page.page} ${page.width}x${page.height}`);
  for (const l of layoutLines(page))
    console.log(l.column, Math.round(l.top), l.cells.map((c) => `[${Math.round(c.x)}] ${c.text}`).join("  "));
}
