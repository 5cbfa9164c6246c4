import { describe, expect, it } from "vitest";
import { dataProblems } from "./data-one-way";

const rules = (file: string, text: string) => dataProblems(file, text).map((problem) => problem.rule);

describe("the data rules", () => {
  it("refuses a statement built or run outside db/, and lets db/ and type imports be", () => {
    expect(rules("workers/src/services/loads/x.ts", 'import { eq } from "drizzle-orm";')).toEqual([
      "sql-outside-queries",
    ]);
    expect(
      rules(
        "workers/src/services/loads/x.ts",
        "export async function f(ctx: ServiceContext) { await ctx.db.select().from(t); }",
      ),
    ).toEqual(["sql-outside-queries"]);
    expect(rules("workers/src/services/loads/x.ts", "const row = await session.prepare(FIND_SQL).first();")).toEqual([
      "sql-outside-queries",
    ]);
    expect(
      rules(
        "workers/src/services/loads/x.ts",
        'import type { SQL } from "drizzle-orm";\nconst m = new Map(); m.delete(1);',
      ),
    ).toEqual([]);
    expect(rules("workers/src/db/queries/loads.ts", 'import { eq } from "drizzle-orm";\ndb.select();')).toEqual([]);
    expect(rules("workers/src/schemas/loads.ts", 'import { loads } from "../db/schema";')).toEqual([]);
    expect(rules("workers/src/services/loads/x.ts", 'import { loads } from "../../db/schema";')).toEqual([
      "sql-outside-queries",
    ]);
  });

  it("refuses services that take storage or the environment, or the context out of place", () => {
    expect(rules("workers/src/services/a.ts", "export async function f(db: D1Database, id: string) {}")).toEqual([
      "service-takes-storage",
    ]);
    expect(rules("workers/src/services/a.ts", "interface In { env: Env }\nexport const f = (input: In) => 1;")).toEqual(
      ["service-takes-storage"],
    );
    expect(
      rules("workers/src/services/a.ts", "export function f(ctx: ServiceContext, a: string, b: number) {}"),
    ).toEqual(["service-signature"]);
    expect(rules("workers/src/services/a.ts", "export function f(id: string, ctx: ServiceContext) {}")).toEqual([
      "service-signature",
    ]);
    expect(
      rules("workers/src/services/a.ts", "export function f(ctx: ServiceContext, input: { id: string }) {}"),
    ).toEqual([]);
    expect(rules("workers/src/services/a.ts", "export function label(status: string) { return status; }")).toEqual([]);
  });

  it("refuses c.env in a route, not in comments or elsewhere", () => {
    expect(rules("workers/src/routes/a.ts", "app.get('/', (c) => c.json(c.env.DB));")).toEqual(["env-in-route"]);
    expect(rules("workers/src/routes/a.ts", "// c.env is not read here\nconst env = ctx.env;")).toEqual([]);
  });
});
