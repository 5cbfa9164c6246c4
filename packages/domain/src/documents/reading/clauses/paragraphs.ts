/**
 * A page's text as paragraphs of running prose. The layout step writes a page as lines, the cells of
 * a line separated by a tab or two or more spaces. Prose wraps across lines and is joined again
 * (a word broken by a hyphen at a line end is mended); the cells of a table row are kept apart, so a
 * row's cells are never read as one sentence. Rows with the same number of cells are read column by
 * column (two-column fine print); a blank line ends every paragraph.
 */

const CELL_GAP = /\t+| {2,}/;
/** A first cell that is only a list marker ("1.", "(a)", "•") belongs to the cell after it. */
const LIST_MARKER = /^(?:\(?\d{1,3}[.)]|\(?[a-z][.)]|\([ivx]{1,5}\)|[•·▪◦*-])$/i;
/** Characters a scan or a PDF producer leaves that are never part of a sentence. */
const STRAY = /[\u00ad\u200b-\u200d\ufeff]/g;

function cellsOf(line: string): string[] {
  const cells = line.replace(STRAY, "").trim().split(CELL_GAP).filter(Boolean);
  const first = cells[0];
  if (cells.length > 1 && first !== undefined && LIST_MARKER.test(first)) cells.splice(0, 2, `${first} ${cells[1]}`);
  return cells;
}

/**
 * A paragraph being read, kept as pieces joined with nothing between them: its lines, and the spaces
 * between lines (building one string line by line would copy the paragraph at every line).
 */
type Stream = string[];

/** Adds a wrapped line to a paragraph, mending "rec-" + "ords" into "records". */
function addLine(stream: Stream, line: string): void {
  const last = stream.at(-1);
  const mend = last !== undefined && /[a-z]-$/i.test(last) && /^[a-z]/.test(line);
  if (mend) stream[stream.length - 1] = last.slice(0, -1);
  else stream.push(" ");
  stream.push(line);
}

/** A heading such as "TERMS AND CONDITIONS": a line of capitals (no citation) above the start of a sentence. */
function isHeading(cells: string[], next: string[] | undefined): boolean {
  const [cell] = cells;
  if (cells.length !== 1 || cell === undefined || !/^[A-Z][a-z]/.test(next?.[0] ?? "")) return false;
  return /^[A-Z][A-Z0-9 &/,-]{2,}[A-Z]:?$/.test(cell) && cell.split(" ").length <= 8;
}

/** Whether a line of one cell carries on the last cell of a table row above it (a label's wrapped prose). */
function carriesOnRow(lastCell: string, line: string): boolean {
  if (/[.!?:]["')]*$/.test(lastCell)) return false;
  return /^[a-z0-9§(]/.test(line) || lastCell.split(" ").length >= 5;
}

export function paragraphsOf(text: string): string[] {
  const lines = text.split(/\r\n|\r|\n/).map(cellsOf);
  const paragraphs: string[] = [];
  let open: Stream[] = [];
  let rowCells = 0;
  /** Ends the open paragraphs, keeping the last `keep` of them open. */
  const flush = (keep = 0) => {
    for (const stream of open.slice(0, open.length - keep)) paragraphs.push(stream.join(""));
    open = open.slice(open.length - keep);
  };
  lines.forEach((cells, index) => {
    if (cells.length === 0) {
      flush();
    } else if (cells.length === 1) {
      const [cell = ""] = cells;
      const last = open.at(-1)?.at(-1);
      const heading = isHeading(cells, lines[index + 1]);
      const carries = !heading && last !== undefined && (rowCells === 1 || (rowCells > 1 && carriesOnRow(last, cell)));
      flush(carries ? 1 : 0);
      if (carries) addLine(open[0] as Stream, cell);
      else open = [[cell]];
      if (heading) flush();
    } else if (cells.length === rowCells && open.length === rowCells) {
      for (const [at, stream] of open.entries()) addLine(stream, cells[at] ?? "");
    } else {
      flush();
      open = cells.map((cell) => [cell]);
    }
    rowCells = cells.length;
  });
  flush();
  return paragraphs.map((paragraph) => paragraph.replace(/\s+/g, " ").trim()).filter(Boolean);
}
