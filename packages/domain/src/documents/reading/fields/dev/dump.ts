// Tuning only: prints a corpus PDF's lines as the layout sees them (column, cells with x).
import { readFileSync } from "node:fs";
import { getDocumentProxy } from "unpdf";
import { layoutLines } from "../../layout";
import type { PageText, TextItem } from "../../types";

const file = process.argv[2] as string;
const pdf = await getDocumentProxy(new Uint8Array(readFileSync(file)));
for (let n = 1; n <= pdf.numPages; n++) {
  const page = await pdf.getPage(n);
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const items: TextItem[] = [];
  for (const raw of content.items) {
    if (!("str" in raw) || raw.str.trim() === "") continue;
    const t = raw.transform as number[];
    const height = raw.height || Math.abs(t[3] ?? 0);
    items.push({ str: raw.str, x: t[4] ?? 0, y: viewport.height - (t[5] ?? 0) - height, width: raw.width, height });
  }
  const pt: PageText = { page: n, width: viewport.width, height: viewport.height, items };
  console.log(`--- page ${n}`);
  for (const l of layoutLines(pt))
    console.log(l.column, Math.round(l.top), l.cells.map((c) => `[${Math.round(c.x)}] ${c.text}`).join("  "));
}
