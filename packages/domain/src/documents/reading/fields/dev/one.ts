// Tuning only: readFields on one corpus PDF, printed.
import { readFileSync } from "node:fs";
import { getDocumentProxy } from "unpdf";
import type { PageText, ReadDocumentKind, TextItem } from "../../types";
import { readFields } from "../read-fields";

const file = process.argv[2] as string;
const kind = (process.argv[3] ?? "rate_confirmation") as ReadDocumentKind;
const pdf = await getDocumentProxy(new Uint8Array(readFileSync(file)));
const pages: PageText[] = [];
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
  pages.push({ page: n, width: viewport.width, height: viewport.height, items });
}
console.log(JSON.stringify(readFields(pages, kind), (k, v) => (k === "page" ? undefined : v)));
