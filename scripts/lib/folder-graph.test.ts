import { describe, expect, it } from "vitest";
import { folderOf, twoWayFolders } from "./folder-graph";

describe("the folder rule of npm run structure", () => {
  it("names a service by its noun and anything else by its top folder", () => {
    expect(folderOf("workers/src/services/loads/create.ts")).toBe("services/loads");
    expect(folderOf("workers/src/services/partners/webhooks/deliver.ts")).toBe("services/partners");
    expect(folderOf("workers/src/http/api.ts")).toBe("http");
    expect(folderOf("workers/src/index.ts")).toBe("(root)");
  });

  it("finds two folders that import each other, with the imports, and ignores one-way and inner imports", () => {
    const edges = [
      { from: "workers/src/services/loads/a.ts", to: "workers/src/services/loads/b.ts" },
      { from: "workers/src/services/loads/a.ts", to: "workers/src/core/errors.ts" },
      { from: "workers/src/services/auth/x.ts", to: "workers/src/services/users/y.ts" },
      { from: "workers/src/services/users/z.ts", to: "workers/src/services/auth/w.ts" },
    ];
    const pairs = twoWayFolders(edges);
    expect(pairs.map(({ a, b }) => `${a} ⇄ ${b}`)).toEqual(["services/auth ⇄ services/users"]);
    expect(pairs[0]?.evidence).toHaveLength(2);
  });
});
