import { describe, expect, it } from "vitest";
import { inflateCapped } from "./capped-inflate";
import { compress } from "./test-documents";

const MB = 1024 * 1024;
const text = new TextEncoder().encode(
  Array.from({ length: 4000 }, (_, index) => `line ${index}: Load TR-${index * 7} rate $${index * 13}.00\n`).join(""),
);

describe("inflateCapped (fflate)", () => {
  it("decodes zlib and raw deflate as the platform's compressor wrote them (dynamic and fixed codes)", async () => {
    expect(inflateCapped(await compress(text, "deflate"), "deflate", 10 * MB)).toEqual(text);
    expect(inflateCapped(await compress(text, "deflate-raw"), "deflate-raw", 10 * MB)).toEqual(text);
    const short = new TextEncoder().encode("a");
    expect(inflateCapped(await compress(short, "deflate"), "deflate", MB)).toEqual(short);
  });

  it("decodes stored blocks (what a compressor writes for random bytes)", async () => {
    const random = crypto.getRandomValues(new Uint8Array(65536));
    expect(inflateCapped(await compress(random, "deflate"), "deflate", MB)).toEqual(random);
    const handMade = new Uint8Array([0x01, 3, 0, 0xfc, 0xff, 0x61, 0x62, 0x63]);
    expect(new TextDecoder().decode(inflateCapped(handMade, "deflate-raw", MB))).toBe("abc");
  });

  it("stops at its cap, whatever the data would inflate to", async () => {
    const bomb = await compress(new Uint8Array(20 * MB), "deflate");
    expect(bomb.length).toBeLessThan(50_000);
    expect(inflateCapped(bomb, "deflate", MB).length).toBe(MB);
  });

  it("keeps what came before damage, and never throws", async () => {
    const compressed = await compress(text, "deflate");
    const truncated = inflateCapped(compressed.subarray(0, compressed.length >> 1), "deflate", 10 * MB);
    expect(truncated.length).toBeGreaterThan(0);
    expect(truncated).toEqual(text.subarray(0, truncated.length));
    expect(inflateCapped(new Uint8Array([1, 2, 3]), "deflate", MB).length).toBe(0);
    expect(inflateCapped(new Uint8Array([0x78, 0x9c, 0xff, 0xff, 0xff]), "deflate", MB).length).toBe(0);
    expect(inflateCapped(new Uint8Array(), "deflate-raw", MB).length).toBe(0);
  });

  it("ignores bytes after the end of the data", async () => {
    const compressed = await compress(text, "deflate");
    const padded = new Uint8Array([...compressed, 0x0d, 0x0a, 0x20]);
    expect(inflateCapped(padded, "deflate", 10 * MB)).toEqual(text);
  });
});
