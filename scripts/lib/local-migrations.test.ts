import { describe, expect, it } from "vitest";
import { pendingMigrations } from "./local-migrations";

describe("pendingMigrations", () => {
  it("answers the SQL files not applied yet, in wrangler's order (by name)", () => {
    const files = ["0010_zip_codes.sql", "meta", "0002_index.sql", "0000_init.sql", "0001_search.sql"];
    expect(pendingMigrations(files, ["0000_init.sql"])).toEqual([
      "0001_search.sql",
      "0002_index.sql",
      "0010_zip_codes.sql",
    ]);
  });

  it("answers nothing when every file is applied", () => {
    expect(pendingMigrations(["0000_init.sql"], ["0000_init.sql"])).toEqual([]);
  });
});
