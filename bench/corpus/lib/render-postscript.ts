// Blocks as a PostScript program in the standard fonts, for Ghostscript's pdfwrite.
import type { Block } from "./blocks";
import { layOut, PAGE } from "./render-lines";

// Rough Helvetica / Times widths: wrapping only has to stay inside the margins.
const measure = (family: "Helvetica" | "Times") => (text: string, size: number, bold: boolean) =>
  text.length * size * (family === "Helvetica" ? 0.53 : 0.47) * (bold ? 1.06 : 1);

/** A PostScript string literal; § is octal 247 in the fonts' StandardEncoding. */
function literal(text: string): string {
  let out = "";
  for (const char of text) {
    if (char === "(" || char === ")" || char === "\\") out += `\\${char}`;
    else if (char === "§") out += "\\247";
    else if (char.charCodeAt(0) < 128) out += char;
    else out += "?";
  }
  return `(${out})`;
}

export function renderPostScript(blocks: readonly Block[], family: "Helvetica" | "Times", baseSize = 10): string {
  const runs = layOut(blocks, measure(family), baseSize);
  const pages = Math.max(...runs.map((run) => run.page));
  const regular = family === "Helvetica" ? "Helvetica" : "Times-Roman";
  const bold = family === "Helvetica" ? "Helvetica-Bold" : "Times-Bold";
  const out: string[] = ["%!PS-Adobe-3.0", `%%Pages: ${pages}`, "%%EndComments"];
  for (let page = 1; page <= pages; page++) {
    out.push(`%%Page: ${page} ${page}`, `<< /PageSize [${PAGE.width} ${PAGE.height}] >> setpagedevice`);
    for (const run of runs.filter((item) => item.page === page)) {
      out.push(
        `/${run.bold ? bold : regular} findfont ${run.size} scalefont setfont ${run.x.toFixed(1)} ${(PAGE.height - run.y).toFixed(1)} moveto ${literal(run.text)} show`,
      );
    }
    out.push("showpage");
  }
  out.push("%%EOF");
  return `${out.join("\n")}\n`;
}
