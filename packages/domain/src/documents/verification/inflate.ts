/**
 * A small DEFLATE decoder (RFC 1951, with the RFC 1950 zlib wrapper for PDF's FlateDecode), after
 * the design of zlib's reference decoder "puff". We decode ourselves rather than use the platform's
 * DecompressionStream because: the output must be capped as it is produced (a few kilobytes can
 * inflate to gigabytes); damaged data should still yield what came before the damage; and workerd's
 * DecompressionStream reports spurious unhandled rejections on damaged input (workerd issue 6061),
 * which a hostile upload would trigger at will. Checksums are not verified: the text is only read
 * for a best-effort match, never trusted or served.
 */
class BitReader {
  position = 0;
  private buffer = 0;
  private count = 0;
  constructor(readonly data: Uint8Array) {}

  bits(needed: number): number {
    while (this.count < needed) {
      if (this.position >= this.data.length) throw new RangeError("deflate data ends early");
      this.buffer |= (this.data[this.position++] ?? 0) << this.count;
      this.count += 8;
    }
    const value = this.buffer & ((1 << needed) - 1);
    this.buffer >>>= needed;
    this.count -= needed;
    return value;
  }

  /** Drops the bits left in the current byte (stored blocks start on a byte boundary). */
  alignToByte(): void {
    this.buffer = 0;
    this.count = 0;
  }
}

class CappedOutput {
  bytes = new Uint8Array(64 * 1024);
  length = 0;
  constructor(readonly maxBytes: number) {}

  push(value: number): void {
    if (this.length >= this.maxBytes) throw new OutputFull();
    if (this.length === this.bytes.length) {
      const grown = new Uint8Array(Math.min(this.bytes.length * 2, Math.max(this.maxBytes, 1)));
      grown.set(this.bytes);
      this.bytes = grown;
    }
    this.bytes[this.length++] = value;
  }

  copyBack(distance: number, length: number): void {
    if (distance > this.length) throw new RangeError("deflate distance too far back");
    for (let index = 0; index < length; index++) this.push(this.bytes[this.length - distance] ?? 0);
  }
}

class OutputFull extends Error {}

interface Huffman {
  counts: Uint16Array;
  symbols: Uint16Array;
}

function huffman(lengths: ArrayLike<number>): Huffman {
  const counts = new Uint16Array(16);
  for (let symbol = 0; symbol < lengths.length; symbol++) {
    const length = lengths[symbol] ?? 0;
    counts[length] = (counts[length] ?? 0) + 1;
  }
  const offsets = new Uint16Array(16);
  for (let length = 1; length < 15; length++) offsets[length + 1] = (offsets[length] ?? 0) + (counts[length] ?? 0);
  const symbols = new Uint16Array(lengths.length);
  for (let symbol = 0; symbol < lengths.length; symbol++) {
    const length = lengths[symbol] ?? 0;
    if (length === 0) continue;
    const slot = offsets[length] ?? 0;
    symbols[slot] = symbol;
    offsets[length] = slot + 1;
  }
  return { counts, symbols };
}

function decodeSymbol(reader: BitReader, table: Huffman): number {
  let code = 0;
  let first = 0;
  let index = 0;
  for (let length = 1; length < 16; length++) {
    code |= reader.bits(1);
    const count = table.counts[length] ?? 0;
    if (code - count < first) return table.symbols[index + (code - first)] ?? 0;
    index += count;
    first = (first + count) << 1;
    code <<= 1;
  }
  throw new RangeError("invalid deflate code");
}

const LENGTH_BASE = [
  3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
];
const LENGTH_EXTRA = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0];
const DISTANCE_BASE = [
  1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145,
  8193, 12289, 16385, 24577,
];
const DISTANCE_EXTRA = [
  0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
];
const CODE_LENGTH_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];

const FIXED_LITERALS = huffman(
  Array.from({ length: 288 }, (_, symbol) => (symbol < 144 ? 8 : symbol < 256 ? 9 : symbol < 280 ? 7 : 8)),
);
const FIXED_DISTANCES = huffman(new Array<number>(30).fill(5));

function dynamicTables(reader: BitReader): [Huffman, Huffman] {
  const literalCount = reader.bits(5) + 257;
  const distanceCount = reader.bits(5) + 1;
  const codeLengthCount = reader.bits(4) + 4;
  const codeLengthLengths = new Uint8Array(19);
  for (let index = 0; index < codeLengthCount; index++)
    codeLengthLengths[CODE_LENGTH_ORDER[index] ?? 0] = reader.bits(3);
  const codeLengths = huffman(codeLengthLengths);
  const lengths = new Uint8Array(literalCount + distanceCount);
  for (let index = 0; index < lengths.length; ) {
    const symbol = decodeSymbol(reader, codeLengths);
    if (symbol < 16) {
      lengths[index++] = symbol;
      continue;
    }
    if (symbol === 16 && index === 0) throw new RangeError("deflate repeat with no previous length");
    const value = symbol === 16 ? (lengths[index - 1] ?? 0) : 0;
    const repeat = symbol === 16 ? 3 + reader.bits(2) : symbol === 17 ? 3 + reader.bits(3) : 11 + reader.bits(7);
    if (index + repeat > lengths.length) throw new RangeError("deflate lengths overflow");
    lengths.fill(value, index, index + repeat);
    index += repeat;
  }
  return [huffman(lengths.subarray(0, literalCount)), huffman(lengths.subarray(literalCount))];
}

function inflateBlocks(reader: BitReader, output: CappedOutput): void {
  for (let last = 0; !last; ) {
    last = reader.bits(1);
    const type = reader.bits(2);
    if (type === 0) {
      reader.alignToByte();
      const { data } = reader;
      const at = reader.position;
      const length = (data[at] ?? 0) | ((data[at + 1] ?? 0) << 8);
      if (at + 4 + length > data.length) throw new RangeError("stored block ends early");
      for (let index = 0; index < length; index++) output.push(data[at + 4 + index] ?? 0);
      reader.position = at + 4 + length;
      continue;
    }
    if (type === 3) throw new RangeError("invalid deflate block type");
    const [literals, distances] = type === 1 ? [FIXED_LITERALS, FIXED_DISTANCES] : dynamicTables(reader);
    for (let symbol = decodeSymbol(reader, literals); symbol !== 256; symbol = decodeSymbol(reader, literals)) {
      if (symbol < 256) {
        output.push(symbol);
        continue;
      }
      const lengthIndex = symbol - 257;
      if (lengthIndex >= LENGTH_BASE.length) throw new RangeError("invalid deflate length");
      const length = (LENGTH_BASE[lengthIndex] ?? 0) + reader.bits(LENGTH_EXTRA[lengthIndex] ?? 0);
      const distanceIndex = decodeSymbol(reader, distances);
      if (distanceIndex >= DISTANCE_BASE.length) throw new RangeError("invalid deflate distance");
      output.copyBack((DISTANCE_BASE[distanceIndex] ?? 0) + reader.bits(DISTANCE_EXTRA[distanceIndex] ?? 0), length);
    }
  }
}

/**
 * Inflates `data` ("deflate" = zlib-wrapped, "deflate-raw" = bare), producing at most `maxBytes`.
 * Never throws: damaged data yields what was decoded before the damage.
 */
export function inflate(data: Uint8Array, format: "deflate" | "deflate-raw", maxBytes: number): Uint8Array {
  const output = new CappedOutput(maxBytes);
  let start = 0;
  if (format === "deflate") {
    const [method = 0, flags = 0] = data;
    const isZlib = (method & 0x0f) === 8 && ((method << 8) | flags) % 31 === 0 && !(flags & 0x20); // no preset dictionary
    if (!isZlib) return new Uint8Array();
    start = 2;
  }
  try {
    inflateBlocks(new BitReader(data.subarray(start)), output);
  } catch {
    // Full or damaged: keep what was produced.
  }
  return output.bytes.slice(0, output.length);
}
