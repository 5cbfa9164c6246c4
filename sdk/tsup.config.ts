import { defineConfig } from "tsup";

// The published package: ESM and CommonJS with declarations, the shared webhook rules bundled in
// (no workspace import leaves this folder), openapi-fetch as the one declared dependency.
export default defineConfig({
  entry: ["src/index.ts"],
  outDir: "dist",
  format: ["esm", "cjs"],
  dts: { resolve: true },
  noExternal: [/^@truerate\/domain/],
  external: ["openapi-fetch"],
  target: "es2022",
  clean: true,
  sourcemap: false,
});
