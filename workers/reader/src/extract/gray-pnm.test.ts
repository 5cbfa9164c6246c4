import { describe, expect, it } from "vitest";
import { toGrayPnm } from "./gray-pnm";

const HEADER = (width: number, height: number) => `P5\n${width} ${height}\n255\n`;
const split = (bytes: Uint8Array) => {
  const text = new TextDecoder("latin1").decode(bytes);
  const header = /^P5\n(\d+) (\d+)\n255\n/.exec(text)?.[0] ?? "";
  return { header, pixels: [...bytes.subarray(header.length)] };
};

describe("toGrayPnm", () => {
  it("writes RGB as gray luminance under a P5 header", () => {
    const data = Uint8Array.from([255, 255, 255, 0, 0, 0, 255, 0, 0, 0, 0, 255]);
    const pnm = toGrayPnm({ width: 2, height: 2, kind: 2, data }, 100);
    expect(pnm?.width).toBe(2);
    expect(split(pnm?.bytes ?? new Uint8Array())).toEqual({ header: HEADER(2, 2), pixels: [255, 0, 76, 28] });
  });

  it("puts transparent RGBA on white, and reads 1-bit rows padded to a byte (1 = white)", () => {
    const rgba = Uint8ClampedArray.from([0, 0, 0, 0, 0, 0, 0, 255, 0, 0, 0, 128]);
    expect(
      split(toGrayPnm({ width: 3, height: 1, kind: 3, data: rgba }, 100)?.bytes ?? new Uint8Array()).pixels,
    ).toEqual([255, 0, 127]);
    const bits = Uint8Array.from([0b1010_0000, 0b0100_0000]);
    expect(
      split(toGrayPnm({ width: 3, height: 2, kind: 1, data: bits }, 100)?.bytes ?? new Uint8Array()).pixels,
    ).toEqual([255, 0, 255, 0, 255, 0]);
  });

  it("shrinks a picture over the pixel limit by a whole factor, averaging each square", () => {
    // 5 × 3 RGB, over a limit of 4 pixels: factor 2 (ceil √(15/4)), 3 × 2 out, edge squares partial.
    const gray = [0, 100, 200, 50, 250, 10, 20, 30, 40, 60, 90, 90, 90, 90, 90];
    const data = Uint8Array.from(gray.flatMap((value) => [value, value, value]));
    const pnm = toGrayPnm({ width: 5, height: 3, kind: 2, data }, 4);
    expect(pnm && [pnm.width, pnm.height]).toEqual([3, 2]);
    expect(split(pnm?.bytes ?? new Uint8Array())).toEqual({ header: HEADER(3, 2), pixels: [33, 80, 155, 90, 90, 90] });
  });

  it("refuses an unknown kind, short data and an empty picture", () => {
    expect(toGrayPnm({ width: 2, height: 2, kind: 2, data: new Uint8Array(11) }, 100)).toBeNull();
    expect(toGrayPnm({ width: 2, height: 2, kind: 7, data: new Uint8Array(64) }, 100)).toBeNull();
    expect(toGrayPnm({ width: 0, height: 2, kind: 2, data: new Uint8Array(64) }, 100)).toBeNull();
  });
});
