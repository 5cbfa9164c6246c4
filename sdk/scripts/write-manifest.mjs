// Makes dist/ the package an outside project installs: its own package.json (the workspace's
// points at the TypeScript source, for the monorepo), the README, LICENSE and CHANGELOG. The
// version is the OpenAPI document's `info.version`, so the client and the contract move together.
import { copyFileSync, readFileSync, writeFileSync } from "node:fs";

const sdk = new URL("../", import.meta.url);
const read = (relative) => JSON.parse(readFileSync(new URL(relative, sdk), "utf8"));
const workspace = read("package.json");
const contract = read("../openapi/openapi.json");

const manifest = {
  name: workspace.name,
  version: contract.info.version,
  description: workspace.description,
  license: "MIT",
  type: "module",
  main: "./index.cjs",
  module: "./index.js",
  types: "./index.d.ts",
  exports: {
    ".": {
      import: { types: "./index.d.ts", default: "./index.js" },
      require: { types: "./index.d.cts", default: "./index.cjs" },
    },
  },
  files: ["index.js", "index.cjs", "index.d.ts", "index.d.cts", "README.md", "LICENSE", "CHANGELOG.md"],
  sideEffects: false,
  engines: { node: ">=18" },
  dependencies: workspace.dependencies,
};

writeFileSync(new URL("dist/package.json", sdk), `${JSON.stringify(manifest, null, 2)}\n`);
for (const file of ["README.md", "LICENSE", "CHANGELOG.md"])
  copyFileSync(new URL(file, sdk), new URL(`dist/${file}`, sdk));
console.log(`dist/ is ${manifest.name}@${manifest.version}: npm pack ./sdk/dist`);
