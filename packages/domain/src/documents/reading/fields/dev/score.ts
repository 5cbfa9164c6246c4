// Tuning only (not shipped): reads the corpus (bench/corpus/facts.json) with readFields and prints
// the share of fields right per producer and per field, and each miss. OCR pages come from /tmp/ocr-cache.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { getDocumentProxy } from "unpdf";
import type { DocumentFields, PageText, ReadDocumentKind, TextItem } from "../../types";
import { readFields } from "../read-fields";

const corpus = process.argv[2] ?? "bench/corpus";
const only = process.argv[3];
interface Facts {
  file: string;
  producer: string;
  layout: string;
  documentKind: ReadDocumentKind;
  fields: Record<string, unknown> & { pickup: Record<string, unknown>; delivery: Record<string, unknown> };
}
const facts = JSON.parse(readFileSync(path.join(corpus, "facts.json"), "utf8")) as Facts[];

async function pdfPages(file: string): Promise<PageText[]> {
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
      const baseline = viewport.height - (t[5] ?? 0);
      items.push({ str: raw.str, x: t[4] ?? 0, y: baseline - height, width: raw.width, height });
    }
    pages.push({ page: n, width: viewport.width, height: viewport.height, items });
  }
  return pages;
}

const norm = (v: unknown) =>
  typeof v === "string"
    ? v
        .toLowerCase()
        .replace(/[^a-z0-9%]+/g, " ")
        .trim()
    : typeof v === "number"
      ? v.toFixed(2)
      : String(v);
const same = (a: unknown, b: unknown) => norm(a) === norm(b);

function compare(got: DocumentFields, want: Facts["fields"]): Record<string, [boolean, unknown, unknown]> {
  const out: Record<string, [boolean, unknown, unknown]> = {};
  for (const key of [
    "loadNumber",
    "brokerName",
    "brokerMcNumber",
    "carrierName",
    "carrierMcNumber",
    "linehaul",
    "fuelSurcharge",
    "total",
    "paymentTerms",
  ] as const) {
    const value = got[key]?.value ?? null;
    out[key] = [same(value, want[key] ?? null), value, want[key]];
  }
  for (const stop of ["pickup", "delivery"] as const) {
    for (const part of ["city", "state", "date"] as const) {
      const value = got[stop][part]?.value ?? null;
      out[`${stop}.${part}`] = [same(value, want[stop][part] ?? null), value, want[stop][part]];
    }
  }
  const acc = (list: { name: string; amount: number }[]) =>
    list
      .map((a) => `${norm(a.name)}=${a.amount}`)
      .sort()
      .join(",");
  const wantAcc = acc(want.accessorials as { name: string; amount: number }[]);
  out.accessorials = [acc(got.accessorials) === wantAcc, acc(got.accessorials), wantAcc];
  return out;
}

const perProducer = new Map<string, [number, number]>();
const perField = new Map<string, [number, number]>();
for (const doc of facts) {
  if (only && !doc.file.includes(only)) continue;
  const inOut = path.join(corpus, "out", doc.file);
  const file = existsSync(inOut) ? inOut : path.join(corpus, doc.file);
  let pages: PageText[];
  const cached = `/tmp/ocr-cache/${doc.file}.json`;
  if (existsSync(cached)) pages = JSON.parse(readFileSync(cached, "utf8")) as PageText[];
  else if (doc.file.endsWith(".pdf") && !doc.producer.startsWith("scanned") && existsSync(file))
    pages = await pdfPages(file);
  else continue;
  const started = performance.now();
  const got = readFields(pages, doc.documentKind);
  const ms = performance.now() - started;
  const result = compare(got, doc.fields);
  const misses = Object.entries(result).filter(([, [ok]]) => !ok);
  const score = perProducer.get(doc.producer) ?? [0, 0];
  perProducer.set(doc.producer, [
    score[0] + Object.keys(result).length - misses.length,
    score[1] + Object.keys(result).length,
  ]);
  for (const [key, [ok]] of Object.entries(result)) {
    const f = perField.get(key) ?? [0, 0];
    perField.set(key, [f[0] + (ok ? 1 : 0), f[1] + 1]);
  }
  if (misses.length > 0)
    console.log(
      `${doc.file} (${ms.toFixed(1)} ms):`,
      misses.map(([k, [, g, w]]) => `${k}: got ${JSON.stringify(g)} want ${JSON.stringify(w)}`).join("; "),
    );
}
const pct = ([a, b]: [number, number]) => `${((100 * a) / b).toFixed(1)}% (${a}/${b})`;
console.log("\nper producer:");
for (const [k, v] of perProducer) console.log(`  ${k}: ${pct(v)}`);
console.log("per field:");
for (const [k, v] of perField) console.log(`  ${k}: ${pct(v)}`);
