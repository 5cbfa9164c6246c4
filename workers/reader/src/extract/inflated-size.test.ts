import { zlibSync } from "fflate";
import { describe, expect, it } from "vitest";
import { inflatedSize } from "./inflated-size";

const MB = 1024 * 1024;
const text = new TextEncoder().encode(
  Array.from({ length: 4000 }, (_, index) => `line ${index}: Load TR-${index * 7} rate $${index * 13}.00\n`).join(""),
);

describe("inflatedSize", () => {
  it("counts what zlib data inflates to, for dynamic, fixed and stored blocks", () => {
    expect(inflatedSize(zlibSync(text), 1, 10 * MB)).toBe(text.length);
    expect(inflatedSize(zlibSync(new TextEncoder().encode("a")), 1, MB)).toBe(1);
    const random = crypto.getRandomValues(new Uint8Array(65536));
    expect(inflatedSize(zlibSync(random, { level: 0 }), 1, MB)).toBe(random.length);
  });

  it("stops soon after its cap, whatever the data would inflate to", () => {
    const bomb = zlibSync(new Uint8Array(16 * MB), { level: 9 });
    expect(bomb.length).toBeLessThan(20_000);
    const counted = inflatedSize(bomb, 1, MB);
    expect(counted).toBeGreaterThan(MB);
    expect(counted).toBeLessThan(3 * MB);
  });

  it("counts every layer of chained Flate filters, so a bomb inside a bomb is caught", () => {
    const inner = zlibSync(new Uint8Array(4 * MB), { level: 9 });
    const outer = zlibSync(inner, { level: 9 });
    expect(inflatedSize(outer, 2, 64 * MB)).toBe(inner.length + 4 * MB);
    expect(inflatedSize(outer, 1, 64 * MB)).toBe(inner.length);
    const deep = zlibSync(zlibSync(new Uint8Array(32 * MB)));
    expect(deep.length).toBeLessThan(2_000);
    expect(inflatedSize(deep, 2, 4 * MB)).toBeLessThan(6 * MB);
  });

  it("counts what came before damage, ignores bytes after the end, and never throws", () => {
    const compressed = zlibSync(text);
    const half = inflatedSize(compressed.subarray(0, compressed.length >> 1), 1, 10 * MB);
    expect(half).toBeGreaterThan(0);
    expect(half).toBeLessThan(text.length);
    const padded = new Uint8Array([...compressed, ...new TextEncoder().encode("\nendstream\nendobj\n")]);
    expect(inflatedSize(padded, 1, 10 * MB)).toBe(text.length);
    expect(inflatedSize(new Uint8Array([1, 2, 3]), 1, MB)).toBe(0);
    expect(inflatedSize(new Uint8Array([0x78, 0x9c, 0xff, 0xff, 0xff]), 1, MB)).toBe(0);
    expect(inflatedSize(new Uint8Array(), 1, MB)).toBe(0);
  });
});
