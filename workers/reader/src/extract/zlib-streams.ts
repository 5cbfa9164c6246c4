/**
 * PDF.js inflates a Flate picture through the platform's DecompressionStream when there is one,
 * and in workerd a damaged stream then leaves promise rejections that nothing can handle
 * (workerd issue 6061; a hostile PDF triggers them at will, and each is logged as uncaught).
 * So in the reader, a "deflate" DecompressionStream refuses to be made: PDF.js catches that and
 * inflates in JavaScript, through its own decoder, which reports damage as an ordinary error.
 * Other formats ("gzip", "deflate-raw") are the platform's. Installed once, for the whole isolate.
 */
const scope = globalThis as unknown as { DecompressionStream: typeof DecompressionStream };
const PLATFORM = scope.DecompressionStream;

class ReaderDecompressionStream extends PLATFORM {
  constructor(format: ConstructorParameters<typeof DecompressionStream>[0]) {
    if (format === "deflate")
      throw new TypeError('the reader inflates zlib ("deflate") in JavaScript (workerd issue 6061)');
    super(format);
  }
}

export function installReaderDecompressionStream(): void {
  if (scope.DecompressionStream === PLATFORM) scope.DecompressionStream = ReaderDecompressionStream;
}
