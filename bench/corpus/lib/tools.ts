// The real producers on this machine, run as child processes.
import { execFileSync, spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";

const TOOLS = [
  { command: "chromium", apt: "chromium" },
  { command: "soffice", apt: "libreoffice-writer" },
  { command: "gs", apt: "ghostscript" },
  { command: "pdftoppm", apt: "poppler-utils" },
  { command: "pdfinfo", apt: "poppler-utils" },
  { command: "pdftotext", apt: "poppler-utils" },
  { command: "convert", apt: "imagemagick" },
  { command: "identify", apt: "imagemagick" },
] as const;

/** Throws with the apt-get line that installs whatever is missing. */
export function requireTools(): void {
  const missing = TOOLS.filter((tool) => spawnSync("sh", ["-c", `command -v ${tool.command}`]).status !== 0);
  if (missing.length === 0) return;
  const packages = [...new Set(missing.map((tool) => tool.apt))].join(" ");
  throw new Error(
    `The corpus needs ${missing.map((tool) => tool.command).join(", ")}, not found on PATH. Install with:\n  sudo apt-get install -y ${packages}`,
  );
}

const run = (command: string, args: string[], timeout = 120_000) =>
  execFileSync(command, args, { stdio: ["ignore", "pipe", "pipe"], timeout, encoding: "utf8" });

export function chromiumPdf(html: string, pdf: string, profileDir: string): void {
  run("chromium", [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    `--user-data-dir=${profileDir}`,
    `--print-to-pdf=${pdf}`,
    "--no-pdf-header-footer",
    `file://${html}`,
  ]);
}

/** Converts all the files in one LibreOffice start (each start costs seconds). */
export function sofficePdf(docxFiles: string[], outDir: string, profileDir: string): void {
  if (docxFiles.length === 0) return;
  run(
    "soffice",
    [
      `-env:UserInstallation=file://${profileDir}`,
      "--headless",
      "--convert-to",
      "pdf",
      "--outdir",
      outDir,
      ...docxFiles,
    ],
    300_000,
  );
}

export function ghostscriptPdf(ps: string, pdf: string): void {
  run("gs", ["-q", "-dNOPAUSE", "-dBATCH", "-dSAFER", "-sDEVICE=pdfwrite", `-sOutputFile=${pdf}`, ps]);
}

export function pageCount(pdf: string): number {
  const pages = /Pages:\s+(\d+)/.exec(run("pdfinfo", [pdf]))?.[1];
  return Number(pages ?? 0);
}

export function pdfText(pdf: string): string {
  return run("pdftotext", ["-layout", pdf, "-"]);
}

/** Page 1 of the PDF as a PNG at `dpi`; `outBase` gets ".png" appended. */
export function renderPage(pdf: string, dpi: number, outBase: string): string {
  run("pdftoppm", ["-r", String(dpi), "-f", "1", "-l", "1", "-singlefile", "-gray", "-png", pdf, outBase]);
  return `${outBase}.png`;
}

/** A photo-like copy of the page: slightly rotated on white, grey, JPEG-compressed or PNG. */
export function pagePicture(png: string, out: string, angle: number, quality: number): void {
  run("convert", [
    png,
    "-background",
    "white",
    "-rotate",
    angle.toFixed(2),
    "-colorspace",
    "Gray",
    ...(out.endsWith(".jpg") ? ["-quality", String(quality)] : ["-depth", "8"]),
    out,
  ]);
}

/**
 * A scanned PDF through Ghostscript: a PostScript page that draws the JPEG (DCTDecode) over the
 * whole Letter page, which pdfwrite keeps as a JPEG image and nothing else.
 */
export function ghostscriptScan(jpeg: string, ps: string, pdf: string): void {
  const [width, height] = run("identify", ["-format", "%w %h", jpeg]).trim().split(" ").map(Number) as [number, number];
  const program = [
    "%!PS",
    "<< /PageSize [612 792] >> setpagedevice",
    "/DeviceGray setcolorspace",
    "612 792 scale",
    `<< /ImageType 1 /Width ${width} /Height ${height} /BitsPerComponent 8 /Decode [0 1] /ImageMatrix [${width} 0 0 -${height} 0 ${height}] /DataSource (${jpeg}) (r) file /DCTDecode filter >> image`,
    "showpage",
  ];
  writeFileSync(ps, `${program.join("\n")}\n`);
  run("gs", [
    "-q",
    "-dNOPAUSE",
    "-dBATCH",
    "-dSAFER",
    `--permit-file-read=${jpeg}`,
    "-sDEVICE=pdfwrite",
    `-sOutputFile=${pdf}`,
    ps,
  ]);
}
