// Tuning only: OCRs the corpus pictures (and scanned PDFs, rasterised by pdftoppm) with tesseract.js
// into /tmp/ocr-cache/<file>.json as PageText[] (one item a word, pixels), for score.ts.
import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createWorker } from "tesseract.js";
import type { PageText, TextItem } from "../../types";

const corpus = process.argv[2] ?? "bench/corpus";
const facts = JSON.parse(readFileSync(path.join(corpus, "facts.json"), "utf8")) as { file: string; producer: string }[];
mkdirSync("/tmp/ocr-cache", { recursive: true });
const worker = await createWorker("eng", 1, {
  langPath: path.resolve("node_modules/@tesseract.js-data/eng/4.0.0_best_int"),
  gzip: true,
  cachePath: "/tmp/tess",
});
interface Word {
  text: string;
  bbox: { x0: number; y0: number; x1: number; y1: number };
}
interface Block {
  paragraphs: { lines: { words: Word[] }[] }[];
}
for (const doc of facts) {
  if (["chromium", "libreoffice", "ghostscript", "pdf-lib"].includes(doc.producer)) continue;
  const file = path.join(corpus, "out", doc.file);
  let images: string[] = [file];
  if (file.endsWith(".pdf")) {
    const prefix = `/tmp/ocr-raster/${path.basename(file, ".pdf")}`;
    mkdirSync("/tmp/ocr-raster", { recursive: true });
    execFileSync("pdftoppm", ["-r", "300", "-png", file, prefix]);
    images = readdirSync("/tmp/ocr-raster")
      .filter((f) => f.startsWith(path.basename(prefix)))
      .sort()
      .map((f) => `/tmp/ocr-raster/${f}`);
  }
  const pages: PageText[] = [];
  for (const [index, image] of images.entries()) {
    const { data } = await worker.recognize(readFileSync(image), {}, { blocks: true });
    const items: TextItem[] = [];
    for (const block of (data.blocks ?? []) as unknown as Block[])
      for (const paragraph of block.paragraphs)
        for (const line of paragraph.lines)
          for (const word of line.words) {
            if (word.text.trim() === "") continue;
            const { x0, y0, x1, y1 } = word.bbox;
            items.push({ str: word.text, x: x0, y: y0, width: x1 - x0, height: y1 - y0 });
          }
    const size = execFileSync("identify", ["-format", "%w %h", image]).toString().split(" ").map(Number);
    pages.push({ page: index + 1, width: size[0] ?? 0, height: size[1] ?? 0, items });
  }
  writeFileSync(`/tmp/ocr-cache/${doc.file}.json`, JSON.stringify(pages));
  console.log(
    doc.file,
    pages.map((p) => p.items.length),
  );
}
await worker.terminate();
