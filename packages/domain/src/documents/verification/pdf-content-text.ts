/**
 * The text shown by a PDF content stream: the strings given to the text operators Tj, TJ, ' and ",
 * with spaces and line breaks where the stream moves to a new position. Strings are read as
 * PDFDocEncoding (close to Latin-1) or as UTF-16BE when they start with a byte-order mark. Fonts
 * with their own encodings (embedded subsets, CID fonts) map bytes to glyphs through tables this
 * does not read, so their text comes out as gibberish and simply matches nothing.
 */
type Operand = { kind: "string"; text: string } | { kind: "number"; value: number } | { kind: "other" };

const WHITESPACE = /[\0\t\n\f\r ]/;
const DELIMITER = /[\0\t\n\f\r ()<>[\]{}/%]/;

function decodePdfString(raw: string): string {
  if (raw.startsWith("\u00fe\u00ff")) {
    let text = "";
    for (let index = 2; index + 1 < raw.length; index += 2)
      text += String.fromCharCode((raw.charCodeAt(index) << 8) | raw.charCodeAt(index + 1));
    return text;
  }
  return raw;
}

const ESCAPES: Record<string, string> = { n: "\n", r: "\r", t: "\t", b: "\b", f: "\f" };

function readLiteralString(source: string, start: number): [string, number] {
  let depth = 1;
  let text = "";
  let index = start + 1;
  while (index < source.length && depth > 0) {
    const character = source[index++] ?? "";
    if (character === "\\") {
      const next = source[index++] ?? "";
      const octal = /^[0-7]{1,3}/.exec(source.slice(index - 1, index + 2))?.[0];
      if (octal) {
        text += String.fromCharCode(Number.parseInt(octal, 8) & 0xff);
        index += octal.length - 1;
      } else if (next === "\r" || next === "\n") {
        if (next === "\r" && source[index] === "\n") index++; // a line continuation
      } else text += ESCAPES[next] ?? next;
    } else if (character === "(") {
      depth++;
      text += character;
    } else if (character === ")") {
      depth--;
      if (depth > 0) text += character;
    } else text += character;
  }
  return [decodePdfString(text), index];
}

function readHexString(source: string, start: number): [string, number] {
  const end = source.indexOf(">", start);
  const stop = end < 0 ? source.length : end;
  const digits = source.slice(start + 1, stop).replace(/[^0-9A-Fa-f]/g, "");
  const padded = digits.length % 2 ? `${digits}0` : digits;
  let raw = "";
  for (let index = 0; index < padded.length; index += 2)
    raw += String.fromCharCode(Number.parseInt(padded.slice(index, index + 2), 16));
  return [decodePdfString(raw), stop + 1];
}

/** A TJ adjustment beyond this (thousandths of an em, negative = move right) reads as a space. */
const TJ_SPACE_THRESHOLD = -200;

function showText(operator: string, operands: Operand[], arrayItems: Operand[]): string {
  const lastString = [...operands].reverse().find((operand) => operand.kind === "string");
  const text = lastString?.kind === "string" ? lastString.text : "";
  switch (operator) {
    case "Tj":
      return text;
    case "'":
    case '"':
      return `\n${text}`;
    case "TJ":
      return arrayItems
        .map((item) =>
          item.kind === "string" ? item.text : item.kind === "number" && item.value < TJ_SPACE_THRESHOLD ? " " : "",
        )
        .join("");
    case "Td":
    case "TD":
    case "Tm":
      return " ";
    case "T*":
    case "ET":
      return "\n";
    default:
      return "";
  }
}

export function textFromContentStream(source: string): string {
  const output: string[] = [];
  let operands: Operand[] = [];
  let array: Operand[] | undefined;
  let lastArray: Operand[] = [];
  let index = 0;
  const push = (operand: Operand) => (array ? array.push(operand) : operands.push(operand));
  while (index < source.length) {
    const character = source[index] ?? "";
    if (WHITESPACE.test(character)) index++;
    else if (character === "%") index = source.indexOf("\n", index) < 0 ? source.length : source.indexOf("\n", index);
    else if (character === "(") {
      const [text, next] = readLiteralString(source, index);
      push({ kind: "string", text });
      index = next;
    } else if (character === "<" && source[index + 1] !== "<") {
      const [text, next] = readHexString(source, index);
      push({ kind: "string", text });
      index = next;
    } else if (character === "[") {
      array = [];
      index++;
    } else if (character === "]") {
      lastArray = array ?? [];
      array = undefined;
      operands.push({ kind: "other" });
      index++;
    } else if ("<>{}".includes(character)) index++;
    else {
      let end = index + 1;
      while (end < source.length && !DELIMITER.test(source[end] ?? " ")) end++;
      const token = source.slice(index, end);
      index = end;
      if (character === "/") push({ kind: "other" });
      else if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(token)) push({ kind: "number", value: Number(token) });
      else {
        output.push(showText(token, operands, lastArray));
        if (token === "ID") index = skipInlineImage(source, index);
        operands = [];
        lastArray = [];
      }
    }
  }
  return output.join("");
}

/** Inline image data is binary; skip to its closing EI. */
function skipInlineImage(source: string, start: number): number {
  const end = /\sEI(?=[\s]|$)/.exec(source.slice(start));
  return end ? start + end.index + end[0].length : source.length;
}
