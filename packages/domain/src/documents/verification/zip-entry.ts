import { inflate } from "./inflate";

/**
 * Reads one named entry of a ZIP archive (a DOCX is one), from the central directory at the end
 * of the file, which is reliable even when local headers defer their sizes. Stored and deflated
 * entries only; anything else, or a damaged archive, gives undefined.
 */
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_FILE_HEADER = 0x04034b50;

function findEndOfCentralDirectory(view: DataView): number | undefined {
  const earliest = Math.max(0, view.byteLength - 22 - 0xffff);
  for (let offset = view.byteLength - 22; offset >= earliest; offset--) {
    if (view.getUint32(offset, true) === END_OF_CENTRAL_DIRECTORY) return offset;
  }
  return undefined;
}

export function readZipEntry(bytes: Uint8Array, name: string, maxBytes: number): Uint8Array | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    const end = findEndOfCentralDirectory(view);
    if (end === undefined) return undefined;
    const entries = view.getUint16(end + 10, true);
    let offset = view.getUint32(end + 16, true);
    for (let entry = 0; entry < entries; entry++) {
      if (view.getUint32(offset, true) !== CENTRAL_DIRECTORY_ENTRY) return undefined;
      const method = view.getUint16(offset + 10, true);
      const compressedSize = view.getUint32(offset + 20, true);
      const nameLength = view.getUint16(offset + 28, true);
      const extraLength = view.getUint16(offset + 30, true);
      const commentLength = view.getUint16(offset + 32, true);
      const localOffset = view.getUint32(offset + 42, true);
      const entryName = new TextDecoder().decode(bytes.subarray(offset + 46, offset + 46 + nameLength));
      offset += 46 + nameLength + extraLength + commentLength;
      if (entryName !== name) continue;
      if (view.getUint32(localOffset, true) !== LOCAL_FILE_HEADER) return undefined;
      const dataStart =
        localOffset + 30 + view.getUint16(localOffset + 26, true) + view.getUint16(localOffset + 28, true);
      const data = bytes.subarray(dataStart, dataStart + compressedSize);
      if (method === 0) return data.subarray(0, maxBytes);
      if (method === 8) return inflate(data, "deflate-raw", maxBytes);
      return undefined;
    }
  } catch {
    // Offsets outside the file: a damaged or hostile archive.
  }
  return undefined;
}
