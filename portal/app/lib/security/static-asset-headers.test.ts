import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { applySecurityHeaders } from "./security-headers";

const PUBLIC = new URL("../../../public/", import.meta.url);

/** The rules of a Pages `_headers` file: each unindented path line, then its indented `Name: value` lines. */
function headerRules(text: string): Map<string, Map<string, string>> {
  const rules = new Map<string, Map<string, string>>();
  let current: Map<string, string> | undefined;
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trimStart().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      current = new Map();
      rules.set(line.trim(), current);
      continue;
    }
    const colon = line.indexOf(":");
    current?.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return rules;
}

describe("Vite's fingerprinted files, served without a Function", () => {
  const routes = JSON.parse(readFileSync(new URL("_routes.json", PUBLIC), "utf8")) as {
    include: string[];
    exclude: string[];
  };
  const assets = headerRules(readFileSync(new URL("_headers", PUBLIC), "utf8")).get("/assets/*");

  it("only /assets/* skips the Functions: pages, static .html files and /api still get the middleware", () => {
    expect(routes.include).toEqual(["/*"]);
    expect(routes.exclude).toEqual(["/assets/*"]);
  });

  it("carry the middleware's security headers, with its values", () => {
    const middleware = applySecurityHeaders(new Headers(), { production: false });
    for (const name of [
      "x-frame-options",
      "x-content-type-options",
      "referrer-policy",
      "permissions-policy",
      "cross-origin-opener-policy",
    ]) {
      expect(assets?.get(name), name).toBe(middleware.get(name));
    }
    // A script or stylesheet is no document: nothing may run or frame it.
    expect(assets?.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it("are kept a year by browsers: a file's name changes with its content", () => {
    expect(assets?.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });
});
