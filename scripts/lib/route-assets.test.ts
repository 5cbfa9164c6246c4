import { describe, expect, it } from "vitest";
import { parseRemixManifest, routeScripts } from "./route-assets";

const manifest = parseRemixManifest(
  `window.__remixManifest=${JSON.stringify({
    entry: { module: "/assets/entry.js", imports: ["/assets/react.js"] },
    routes: {
      root: { id: "root", module: "/assets/root.js", imports: ["/assets/react.js", "/assets/theme.js"] },
      "routes/_app": { id: "routes/_app", parentId: "root", module: "/assets/app.js", imports: [] },
      "routes/_app._index": { id: "routes/_app._index", parentId: "routes/_app", module: "/assets/index.js" },
      "routes/_app.tools": { id: "routes/_app.tools", parentId: "routes/_app", module: "/assets/tools.js" },
    },
  })};`,
);

describe("routeScripts", () => {
  it("counts the entry, the route and its parents with their static imports, each file once", () => {
    expect(routeScripts(manifest, "routes/_app._index")).toEqual([
      "/assets/entry.js",
      "/assets/react.js",
      "/assets/root.js",
      "/assets/theme.js",
      "/assets/app.js",
      "/assets/index.js",
    ]);
  });

  it("leaves out the modules of sibling routes", () => {
    expect(routeScripts(manifest, "routes/_app._index")).not.toContain("/assets/tools.js");
  });

  it("refuses a route the manifest does not have", () => {
    expect(() => routeScripts(manifest, "routes/nowhere")).toThrow("The manifest has no route routes/nowhere");
  });
});
