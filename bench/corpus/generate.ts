// `npx tsx bench/corpus/generate.ts [--out dir] [--seed n] [--fixtures]`: the reading bench's
// corpus of rate confirmations, invoices and bills of lading, made by the real producers on this
// machine (Chromium, LibreOffice, Ghostscript, pdf-lib, pictures through pdftoppm and ImageMagick),
// with what each states in bench/corpus/facts.json. The facts come from the seed alone, so the same
// seed gives the same facts; the bytes of Chromium's and LibreOffice's PDFs carry their own dates.
// --fixtures also refreshes the small committed subset in workers/reader/test/fixtures/corpus/.
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { DocumentFacts } from "../lib/reading-facts";
import { plainText } from "./lib/blocks";
import { corpusDocuments, DEFAULT_SEED, type TextDocument } from "./lib/documents";
import { renderDocx } from "./lib/render-docx";
import { renderHtml } from "./lib/render-html";
import { renderPdfLib } from "./lib/render-pdflib";
import { renderPostScript } from "./lib/render-postscript";
import { scannedPdf } from "./lib/scanned-pdf";
import {
  chromiumPdf,
  ghostscriptPdf,
  ghostscriptScan,
  pageCount,
  pagePicture,
  pdfText,
  renderPage,
  requireTools,
  sofficePdf,
} from "./lib/tools";

export const FACTS_PATH = "bench/corpus/facts.json";
export const FIXTURES_DIR = "workers/reader/test/fixtures/corpus";
/** The committed subset: one of each producer the reader's tests hold a floor on. */
const FIXTURE_FILES = [
  "rc-01-chromium-key-value.pdf",
  "rc-02-chromium-stop-charges-tables.pdf",
  "rc-15-libreoffice-key-value.pdf",
  "rc-20-ghostscript-key-value.pdf",
  "rc-25-pdf-lib-key-value.pdf",
  "pic-05-image-300-of-rc-15.jpg",
  "pic-07-scanned-pdf-of-rc-06.pdf",
  "inv-01-chromium-invoice-standard.pdf",
];

const argument = (name: string) => {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
};
/** Writes JSON as the repository's formatter leaves it, so a regenerated file matches the committed one. */
function writeJson(file: string, value: unknown): void {
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
  execFileSync(path.resolve("node_modules/.bin/biome"), ["format", "--write", file], { stdio: "ignore" });
}
const normalise = (text: string) => text.replace(/\s+/g, " ").trim();

/** Every fact sentence and the load number must be printed, or the facts would lie. */
function checkContent(document: TextDocument): void {
  const printed = normalise(plainText(document.blocks));
  const sentences = [...document.facts.clauses.map((clause) => clause.sentence), ...document.facts.nearMisses];
  for (const sentence of sentences) {
    if (!printed.includes(sentence)) throw new Error(`${document.plan.id} does not print "${sentence}"`);
  }
}

async function main(): Promise<void> {
  const outDir = path.resolve(argument("--out") ?? "bench/corpus/out");
  const seed = Number(argument("--seed") ?? DEFAULT_SEED);
  requireTools();
  const work = mkdtempSync(path.join(os.tmpdir(), "truerate-corpus-"));
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const { text, pictures } = corpusDocuments(seed);
  const docxFiles: string[] = [];
  try {
    for (const document of text) {
      checkContent(document);
      const { id, producer, layout } = document.plan;
      const pdf = path.join(outDir, `${id}.pdf`);
      if (producer === "chromium") {
        const html = path.join(work, `${id}.html`);
        const bodyClass = layout === "tender-prose" ? "serif" : layout === "dense-paragraph" ? "dense" : "";
        writeFileSync(html, renderHtml(document.blocks, bodyClass));
        chromiumPdf(html, pdf, path.join(work, "chromium-profile"));
      } else if (producer === "libreoffice") {
        const docx = path.join(work, `${id}.docx`);
        writeFileSync(docx, await renderDocx(document.blocks));
        docxFiles.push(docx);
      } else if (producer === "ghostscript") {
        const ps = path.join(work, `${id}.ps`);
        writeFileSync(ps, renderPostScript(document.blocks, layout === "tender-prose" ? "Times" : "Helvetica"));
        ghostscriptPdf(ps, pdf);
      } else {
        const family = layout === "dense-paragraph" || layout === "tms-grid" ? "Courier" : "Helvetica";
        writeFileSync(pdf, await renderPdfLib(document.blocks, family));
      }
      if (producer !== "libreoffice") console.log(`  ${producer.padEnd(11)} ${id}.pdf`);
    }
    console.log(`  libreoffice converting ${docxFiles.length} DOCX files`);
    sofficePdf(docxFiles, outDir, path.join(work, "soffice-profile"));
    for (const document of text) {
      const pdf = path.join(outDir, document.facts.file);
      const printed = normalise(pdfText(pdf));
      const loadNumber = document.facts.fields.loadNumber ?? "";
      if (!printed.includes(loadNumber)) throw new Error(`${document.facts.file}: its text layer lacks ${loadNumber}`);
    }
    for (const picture of pictures) {
      const { plan } = picture;
      const source = path.join(outDir, `${plan.from}.pdf`);
      if (pageCount(source) !== 1) throw new Error(`${plan.id}: a picture of the multi-page ${plan.from}`);
      const png = renderPage(source, plan.dpi, path.join(work, plan.id));
      // 0.5–1.5°, either way, from the plan's position (deterministic).
      const index = pictures.indexOf(picture);
      const angle = (index % 2 === 0 ? 1 : -1) * (0.5 + ((index * 37) % 11) / 10);
      const quality = 70 + ((index * 3) % 11);
      if (plan.producer === "scanned-pdf") {
        const jpeg = path.join(work, `${plan.id}.jpg`);
        pagePicture(png, jpeg, angle, quality);
        const pdf = path.join(outDir, picture.facts.file);
        if (plan.scanner === "ghostscript") ghostscriptScan(jpeg, path.join(work, `${plan.id}.ps`), pdf);
        else writeFileSync(pdf, await scannedPdf(readFileSync(jpeg)));
      } else {
        pagePicture(png, path.join(outDir, picture.facts.file), angle, quality);
      }
      console.log(
        `  ${plan.producer.padEnd(11)} ${picture.facts.file} (page 1 of ${plan.from} at ${plan.dpi} dpi, ${angle.toFixed(1)}°)`,
      );
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  const facts: DocumentFacts[] = [...text, ...pictures].map((document) => document.facts);
  writeJson(path.join(outDir, "facts.json"), facts);
  if (seed === DEFAULT_SEED) writeJson(FACTS_PATH, facts);
  console.log(`${facts.length} documents in ${outDir}; facts in ${seed === DEFAULT_SEED ? FACTS_PATH : outDir}`);
  if (process.argv.includes("--fixtures")) writeFixtures(outDir, facts);
}

function writeFixtures(outDir: string, facts: DocumentFacts[]): void {
  rmSync(FIXTURES_DIR, { recursive: true, force: true });
  mkdirSync(FIXTURES_DIR, { recursive: true });
  const chosen = FIXTURE_FILES.map((file) => {
    const found = facts.find((fact) => fact.file === file);
    if (!found) throw new Error(`fixture ${file} is not in the corpus`);
    copyFileSync(path.join(outDir, file), path.join(FIXTURES_DIR, file));
    return found;
  });
  writeJson(path.join(FIXTURES_DIR, "facts.json"), chosen);
  console.log(`${chosen.length} fixtures in ${FIXTURES_DIR}`);
}

await main();
