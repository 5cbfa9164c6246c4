// Blocks as an HTML page for Chromium's print to PDF: each layout gets its own look.
import type { Block } from "./blocks";

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const STYLE = `
@page { size: Letter; margin: 0.6in; }
body { font-family: "DejaVu Sans", Arial, sans-serif; font-size: 10.5pt; color: #111; }
body.serif { font-family: "DejaVu Serif", "Times New Roman", serif; font-size: 11pt; line-height: 1.45; }
body.dense { font-size: 9pt; text-align: justify; }
.band { background: #1f3a5f; color: #fff; padding: 8px 12px; font-weight: bold; font-size: 12pt; }
h1 { font-size: 17pt; margin: 10px 0 8px; }
h2 { font-size: 11.5pt; margin: 14px 0 4px; border-bottom: 1px solid #888; }
table { border-collapse: collapse; width: 100%; margin: 6px 0; }
td, th { border: 1px solid #999; padding: 3px 6px; text-align: left; vertical-align: top; }
th { background: #e8edf3; }
table.kv td { border: none; padding: 2px 6px; }
table.kv td:first-child { font-weight: bold; width: 34%; }
.columns { display: flex; gap: 24px; }
.columns > div { flex: 1; border: 1px solid #bbb; padding: 6px 10px; }
p { margin: 5px 0; }
.page-break { break-after: page; }
`;

function block(item: Block): string {
  switch (item.kind) {
    case "band":
      return `<div class="band">${escapeHtml(item.text)}</div>`;
    case "title":
      return `<h1>${escapeHtml(item.text)}</h1>`;
    case "heading":
      return `<h2>${escapeHtml(item.text)}</h2>`;
    case "line":
      return item.bold ? `<div><b>${escapeHtml(item.text)}</b></div>` : `<div>${escapeHtml(item.text)}</div>`;
    case "kv":
      return `<table class="kv">${item.rows.map(([label, value]) => `<tr><td>${escapeHtml(label)}</td><td>${escapeHtml(value)}</td></tr>`).join("")}</table>`;
    case "table": {
      const head = `<tr>${item.header.map((cell) => `<th>${escapeHtml(cell)}</th>`).join("")}</tr>`;
      const rows = item.rows.map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell)}</td>`).join("")}</tr>`);
      return `<table>${head}${rows.join("")}</table>`;
    }
    case "para":
      return `<p>${escapeHtml(item.text)}</p>`;
    case "columns":
      return `<div class="columns"><div>${item.left.map(block).join("")}</div><div>${item.right.map(block).join("")}</div></div>`;
    case "pagebreak":
      return `<div class="page-break"></div>`;
  }
}

export function renderHtml(blocks: readonly Block[], bodyClass: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>${STYLE}</style></head><body class="${bodyClass}">${blocks.map(block).join("\n")}</body></html>`;
}
