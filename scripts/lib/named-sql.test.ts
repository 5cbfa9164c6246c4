import { describe, expect, it } from "vitest";
import { inlineSqlCalls, isNamedStatement } from "./named-sql";

describe("the SQL rule of npm run structure", () => {
  it("takes a name, a member path or a named statement builder", () => {
    expect(isNamedStatement("FIND_LOAD_SQL).bind(id)")).toBe(true);
    expect(isNamedStatement("\n    UPSERT_SQL,\n  )")).toBe(true);
    expect(isNamedStatement("query.sql)")).toBe(true);
    expect(isNamedStatement("setOutcomeSql(outcome.from))")).toBe(true);
  });

  it("refuses literals, templates and other expressions", () => {
    expect(isNamedStatement('"SELECT 1")')).toBe(false);
    expect(isNamedStatement("'SELECT 1')")).toBe(false);
    expect(isNamedStatement("`SELECT id FROM loads WHERE id = ?1`)")).toBe(false);
    expect(isNamedStatement("build(table))")).toBe(false);
    expect(isNamedStatement("SQL + where)")).toBe(false);
  });

  it("lists each inline statement by file and line", () => {
    const source = [
      "const a = db.prepare(NAMED_SQL).bind(1);",
      "const b = db",
      '  .prepare("DELETE FROM loads WHERE id = ?1")',
      "  .bind(2);",
      "const c = db.prepare(`SELECT 1`);",
    ].join("\n");
    expect(inlineSqlCalls("x.ts", source)).toEqual([
      { file: "x.ts", line: 3, argument: '"DELETE FROM loads WHERE id = ?1")' },
      { file: "x.ts", line: 5, argument: "`SELECT 1`);" },
    ]);
  });
});
