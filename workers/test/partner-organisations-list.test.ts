// The admin's Partners tab reads organisations a numbered page at a time, with their total, filtered
// by name and sorted newest first or by name; a bad page answers 400, never a 500.
import { describe, expect, it } from "vitest";
import { createUser, signIn } from "./support/accounts";
import { expectProblem } from "./support/assertions";
import { browser, call } from "./support/call";

interface Listing {
  organisations: { id: string; name: string; clients: unknown[] }[];
  total: number;
  page: number;
  pageSize: number;
}

describe("GET /api/admin/partners", () => {
  it("pages 45 organisations with their total, filters by name and sorts by name", async () => {
    const admin = browser();
    await signIn(admin, await createUser("admin"));
    const run = crypto.randomUUID().slice(0, 8);
    for (let index = 0; index < 45; index += 1) {
      const created = await call("createPartnerOrganisation", {
        body: {
          name: `Paging ${run} ${String(index).padStart(2, "0")}`,
        },
        as: admin,
      });
      expect(created.status, created.describe).toBe(201);
    }
    const page = async (query: string) => {
      const answer = await call("listPartnerOrganisations", { query: new URLSearchParams(query), as: admin });
      expect(answer.status, answer.describe).toBe(200);
      return answer.body as Listing;
    };

    const first = await page(`q=${encodeURIComponent(`paging ${run}`)}&pageSize=20`);
    expect(first.total).toBe(45);
    expect(first.organisations).toHaveLength(20);
    expect(first.organisations[0]?.name).toBe(`Paging ${run} 44`);
    const last = await page(`q=${encodeURIComponent(`Paging ${run}`)}&pageSize=20&page=3`);
    expect({ page: last.page, names: last.organisations.map((row) => row.name) }).toEqual({
      page: 3,
      names: [`Paging ${run} 04`, `Paging ${run} 03`, `Paging ${run} 02`, `Paging ${run} 01`, `Paging ${run} 00`],
    });
    const byName = await page(`q=${run}&sort=name&pageSize=3`);
    expect(byName.organisations.map((row) => row.name)).toEqual([
      `Paging ${run} 00`,
      `Paging ${run} 01`,
      `Paging ${run} 02`,
    ]);
    // The default page size, and every organisation over all pages.
    const everything = await page("");
    expect(everything.pageSize).toBe(20);
    expect(everything.total).toBeGreaterThanOrEqual(45);
    expect((await page(`q=${run}&page=9`)).organisations).toEqual([]);
    expect((await page("q=no-such-organisation-anywhere")).total).toBe(0);

    expectProblem(
      await call("listPartnerOrganisations", { query: { page: "0" }, as: admin }),
      400,
      "VALIDATION_FAILED",
    );
    expectProblem(
      await call("listPartnerOrganisations", { query: { pageSize: "101" }, as: admin }),
      400,
      "VALIDATION_FAILED",
    );
    expectProblem(
      await call("listPartnerOrganisations", { query: { sort: "oldest" }, as: admin }),
      400,
      "VALIDATION_FAILED",
    );
  });
});
