import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { mapOperations, renderRouteMap } from "./route-map";

/** A small worker: two routes in one file, each calling its own service, and a table reached two ways. */
function fixture(): string {
  const root = mkdtempSync(join(tmpdir(), "route-map-"));
  const files: Record<string, string> = {
    "workers/src/db/schema/loads.ts":
      'export const loads = sqliteTable("loads", {});\nexport const places = sqliteTable("places", {});',
    "workers/src/db/queries/loads.ts": 'import { loads } from "../schema/loads";\nexport const q = () => loads;',
    "workers/src/services/loads/list.ts": 'import { q } from "../../db/queries/loads";\nexport const listLoads = q;',
    "workers/src/services/places/find.ts": 'export const SQL = "SELECT * FROM places WHERE id = ?";',
    "workers/src/services/access/messages.ts": 'export const M = "only in descriptions";',
    "workers/src/routes/loads/list.ts": [
      'import { M } from "../../services/access/messages";',
      'import { listLoads } from "../../services/loads/list";',
      'import { SQL } from "../../services/places/find";',
      'const list = createRoute({ method: "get", path: "/api/loads", description: M });',
      'function placeRoute(kind: string) { return createRoute({ method: "get", path: `/api/loads/$' + "{kind}` }); }",
      "const find = () => SQL;",
      "export function register(app) {",
      "  app.openapi(list, (c) => c.json(listLoads()));",
      '  app.openapi(placeRoute("near"), (c) => c.json(find()));',
      "}",
    ].join("\n"),
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return root;
}

describe("mapOperations", () => {
  const root = fixture();
  const mapped = mapOperations(root, [
    { operationId: "listLoads", method: "get", path: "/api/loads" },
    { operationId: "nearLoads", method: "get", path: "/api/loads/near" },
  ]);

  it("finds each operation's route file and only the services its handler calls", () => {
    expect(mapped.map(({ operationId, routeFile, services }) => ({ operationId, routeFile, services }))).toEqual([
      {
        operationId: "listLoads",
        routeFile: "workers/src/routes/loads/list.ts",
        services: ["workers/src/services/loads/list.ts"],
      },
      {
        operationId: "nearLoads",
        routeFile: "workers/src/routes/loads/list.ts",
        services: ["workers/src/services/places/find.ts"],
      },
    ]);
  });

  it("reaches tables through db/queries and through SQL text", () => {
    expect(mapped.map((operation) => operation.tables)).toEqual([["loads"], ["places"]]);
  });

  it("refuses an operation no route file defines", () => {
    expect(() => mapOperations(root, [{ operationId: "gone", method: "post", path: "/api/gone" }])).toThrow(/gone/);
  });

  it("renders one section per route folder", () => {
    const text = renderRouteMap(mapped);
    expect(text).toContain("## routes/loads\n\n- **listLoads** `GET /api/loads`\n  - route: `routes/loads/list.ts`");
    expect(text).toContain("  - tables: `places`\n");
  });
});
