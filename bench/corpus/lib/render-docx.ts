// Blocks as a Word document (the docx package), for LibreOffice to convert to PDF.
import {
  BorderStyle,
  Document,
  HeadingLevel,
  Packer,
  PageBreak,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from "docx";
import type { Block } from "./blocks";

const NONE = { style: BorderStyle.NONE, size: 0, color: "FFFFFF" };
const NO_BORDERS = { top: NONE, bottom: NONE, left: NONE, right: NONE, insideHorizontal: NONE, insideVertical: NONE };

const text = (value: string, bold = false) => new Paragraph({ children: [new TextRun({ text: value, bold })] });

function cell(children: (Paragraph | Table)[], widthPercent: number): TableCell {
  return new TableCell({ children, width: { size: widthPercent, type: WidthType.PERCENTAGE } });
}

function table(rows: string[][], boldFirstRow: boolean, borders: boolean): Table {
  const width = 100 / Math.max(1, rows[0]?.length ?? 1);
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    ...(borders ? {} : { borders: NO_BORDERS }),
    rows: rows.map(
      (row, index) =>
        new TableRow({ children: row.map((value) => cell([text(value, boldFirstRow && index === 0)], width)) }),
    ),
  });
}

function convert(block: Block): (Paragraph | Table)[] {
  switch (block.kind) {
    case "band":
      return [
        new Paragraph({
          shading: { type: ShadingType.SOLID, color: "1F3A5F", fill: "1F3A5F" },
          children: [new TextRun({ text: block.text, bold: true, color: "FFFFFF" })],
        }),
      ];
    case "title":
      return [
        new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun({ text: block.text, bold: true })] }),
      ];
    case "heading":
      return [
        new Paragraph({ heading: HeadingLevel.HEADING_3, children: [new TextRun({ text: block.text, bold: true })] }),
      ];
    case "line":
      return [text(block.text, block.bold === true)];
    case "para":
      return [new Paragraph({ spacing: { after: 80 }, children: [new TextRun(block.text)] })];
    case "kv":
      return [
        new Table({
          width: { size: 100, type: WidthType.PERCENTAGE },
          borders: NO_BORDERS,
          rows: block.rows.map(
            ([label, value]) => new TableRow({ children: [cell([text(label, true)], 32), cell([text(value)], 68)] }),
          ),
        }),
      ];
    case "table":
      return [table([block.header, ...block.rows], true, true)];
    case "columns":
      return [
        new Table({
          width: { size: 100, type: WidthType.PERCENTAGE },
          rows: [
            new TableRow({ children: [cell(block.left.flatMap(convert), 50), cell(block.right.flatMap(convert), 50)] }),
          ],
        }),
      ];
    case "pagebreak":
      return [new Paragraph({ children: [new PageBreak()] })];
  }
}

export async function renderDocx(blocks: readonly Block[]): Promise<Buffer> {
  const document = new Document({
    creator: "TrueRate corpus",
    styles: { default: { document: { run: { font: "Liberation Sans", size: 20 } } } },
    sections: [
      {
        properties: {
          page: { size: { width: 12240, height: 15840 }, margin: { top: 1000, bottom: 1000, left: 1000, right: 1000 } },
        },
        children: blocks.flatMap(convert),
      },
    ],
  });
  return Packer.toBuffer(document);
}
