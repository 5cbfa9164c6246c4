// A document as a few kinds of blocks, so every producer (HTML, DOCX, PostScript, pdf-lib) can lay
// out the same content in its own way.

export type Block =
  | { kind: "band"; text: string }
  | { kind: "title"; text: string }
  | { kind: "heading"; text: string }
  | { kind: "line"; text: string; bold?: boolean }
  | { kind: "kv"; rows: [string, string][] }
  | { kind: "table"; header: string[]; rows: string[][] }
  | { kind: "para"; text: string }
  | { kind: "columns"; left: Block[]; right: Block[] }
  | { kind: "pagebreak" };

/** Numbered terms paragraphs. */
export const numbered = (sentences: readonly string[]): Block[] =>
  sentences.map((sentence, index) => ({ kind: "para", text: `${index + 1}. ${sentence}` }));

/** The document's visible text, block by block, for checks that every fact sentence is printed. */
export function plainText(blocks: readonly Block[]): string {
  return blocks
    .map((block) => {
      switch (block.kind) {
        case "kv":
          return block.rows.map((row) => row.join(" ")).join("\n");
        case "table":
          return [block.header, ...block.rows].map((row) => row.join(" ")).join("\n");
        case "columns":
          return `${plainText(block.left)}\n${plainText(block.right)}`;
        case "pagebreak":
          return "";
        default:
          return block.text;
      }
    })
    .join("\n");
}
