import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Radix Themes' colour scales (tokens/colors/*.css); radix-themes.css imports only some of them.
const RADIX_COLORS = [
  "amber",
  "blue",
  "bronze",
  "brown",
  "crimson",
  "cyan",
  "gold",
  "grass",
  "gray",
  "green",
  "indigo",
  "iris",
  "jade",
  "lime",
  "mauve",
  "mint",
  "olive",
  "orange",
  "pink",
  "plum",
  "purple",
  "red",
  "ruby",
  "sage",
  "sand",
  "sky",
  "slate",
  "teal",
  "tomato",
  "violet",
  "yellow",
];
const app = path.join(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(tsx?|css)$/.test(entry.name) && !entry.name.endsWith(".test.ts") ? [file] : [];
  });
}

describe("the Radix colour scales the portal imports", () => {
  const imported = new Set(
    [
      ...readFileSync(path.join(import.meta.dirname, "radix-themes.css"), "utf8").matchAll(
        /tokens\/colors\/(\w+)\.css/g,
      ),
    ].map((match) => match[1]),
  );

  it("include every colour the portal names (as a quoted string or a --colour-N variable)", () => {
    const missing = new Map<string, string>();
    const named = new RegExp(
      `(?:["'](${RADIX_COLORS.join("|")})["']|var\\(--(${RADIX_COLORS.join("|")})-a?\\d+\\))`,
      "g",
    );
    for (const file of sourceFiles(app)) {
      for (const match of readFileSync(file, "utf8").matchAll(named)) {
        const color = match[1] ?? match[2];
        if (color && !imported.has(color)) missing.set(color, path.relative(app, file));
      }
    }
    expect(Object.fromEntries(missing)).toEqual({});
  });

  it("are real scales of the package", () => {
    for (const color of imported) expect(RADIX_COLORS).toContain(color);
  });
});
