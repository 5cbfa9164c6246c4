// Copies the Scalar API reference bundle from the installed package into the worker's static
// assets, so /api/docs renders offline and the script never comes from a CDN nor bloats the worker.
import { copyFileSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

// The package exports no package.json, so resolve its entry and walk up to the package folder.
const require = createRequire(import.meta.url);
const entry = require.resolve("@scalar/api-reference");
const packageDir = entry.slice(
  0,
  entry.lastIndexOf(join("@scalar", "api-reference")) + join("@scalar", "api-reference").length,
);
const source = join(packageDir, "dist", "browser", "standalone.js");
const target = join(import.meta.dirname, "..", "workers", "assets", "api", "docs", "assets", "standalone.js");

mkdirSync(dirname(target), { recursive: true });
copyFileSync(source, target);
console.log(`Scalar reference script → ${target}`);
