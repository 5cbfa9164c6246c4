import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { toSearchText } from "../src/fmcsa/search-text";
import { call } from "./support/call";

type Table = "fmcsa_brokers" | "fmcsa_carriers";
interface Entity {
  name: string;
  mc: string;
  dot: string;
  dba?: string;
  city?: string;
  state?: string;
  hazmat?: boolean;
}

async function insert(table: Table, entities: Entity[]) {
  const statement = env.DB.prepare(
    `INSERT INTO ${table} (id, company_name, dba_name, mc_number, dot_number, status, city, state, operating_authority, classification, hazmat_flag, search_text)
     VALUES (?1, ?2, ?3, ?4, ?5, 'A', ?6, ?7, 'ACTIVE', 'AUTHORIZED FOR HIRE', ?8, ?9)`,
  );
  await env.DB.batch(
    entities.map((entity) =>
      statement.bind(
        crypto.randomUUID(),
        entity.name,
        entity.dba ?? null,
        entity.mc,
        entity.dot,
        entity.city ?? "Chicago",
        entity.state ?? "IL",
        entity.hazmat ? 1 : 0,
        toSearchText(entity.name, entity.dba ?? null),
      ),
    ),
  );
}

async function search(kind: "brokers" | "carriers", q: string | undefined) {
  const operationId = kind === "brokers" ? "searchFmcsaBrokers" : "searchFmcsaCarriers";
  const response = await call(operationId, q === undefined ? {} : { query: { q } });
  const text = response.text;
  return {
    status: response.status,
    text,
    body: JSON.parse(text) as Array<Record<string, unknown>> & { code?: string; message?: string },
  };
}

async function names(kind: "brokers" | "carriers", q: string) {
  const { status, body, text } = await search(kind, q);
  expect(status, text).toBe(200);
  return body.map((row) => row.companyName);
}

beforeAll(async () => {
  await insert("fmcsa_brokers", [
    { name: "Demo Freight Brokerage LLC", mc: "MC1234567", dot: "1234567" },
    { name: "Other Lane Brokers Inc", mc: "MC7654321", dot: "7654321", city: "Dallas", state: "TX" },
    { name: "7654321 Logistics LLC", mc: "MC300001", dot: "300001" },
    { name: "Zeta Numbers Inc", mc: "MC300002", dot: "76543210" },
    { name: "Blue Ridge Logistics LLC", mc: "MC200001", dot: "200001" },
    { name: "Great Blue Riverside Freight Inc", mc: "MC200002", dot: "200002" },
    { name: "Blueberry Transport Co", mc: "MC200003", dot: "200003" },
    { name: "Acme Holdings LLC", mc: "MC200004", dot: "200004", dba: "Blue Rim Brokerage" },
    { name: "Summit Logistics LLC", mc: "MC200005", dot: "200005" },
    { name: "Summit Freight Brokerage Inc", mc: "MC200006", dot: "200006" },
    { name: "Alpine Summit Logistics LLC", mc: "MC200007", dot: "200007" },
    { name: "Big Summit Co", mc: "MC200008", dot: "200008" },
    { name: "O'Brien & Sons Freight, Inc.", mc: "MC200009", dot: "200009" },
    ...Array.from({ length: 30 }, (_, index) => ({
      name: `Limit Test Freight ${String(30 - index).padStart(2, "0")} LLC`,
      mc: `MC40${String(index).padStart(4, "0")}`,
      dot: `40${String(index).padStart(4, "0")}`,
    })),
    // More than the FTS sort limit (1000) of one common word: the name-ordered index walk answers.
    ...Array.from({ length: 1100 }, (_, index) => ({
      name: `${index % 2 ? "Zulu" : "Alpha"} Common Carriers ${String(index).padStart(4, "0")} Inc`,
      mc: `MC5${String(index).padStart(5, "0")}`,
      dot: `5${String(index).padStart(5, "0")}`,
    })),
    { name: "Common Ground Brokerage LLC", mc: "MC600001", dot: "600001" },
  ]);
  await insert("fmcsa_carriers", [
    { name: "Demo Trucking LLC", mc: "MC654321", dot: "654321", city: "Columbus", state: "OH" },
    { name: "Second Demo Carrier Inc", mc: "MC765432", dot: "7654320", city: "Atlanta", state: "GA", hazmat: true },
    { name: "Blue Ridge Trucking Inc", mc: "MC210001", dot: "210001" },
  ]);
});

describe("GET /api/fmcsa-*/search", () => {
  it("matches when every word of q starts a word of the legal or DBA name", async () => {
    expect(await names("brokers", "blue ri")).toEqual([
      "Blue Ridge Logistics LLC",
      "Acme Holdings LLC",
      "Great Blue Riverside Freight Inc",
    ]);
    expect(await names("brokers", "OBRIEN freight")).toEqual(["O'Brien & Sons Freight, Inc."]);
    expect(await names("brokers", "ridge blue")).toEqual(["Blue Ridge Logistics LLC"]);
    expect(await names("brokers", "nothing like this")).toEqual([]);
  });

  it("ranks names starting with q before other matches, each in name order", async () => {
    expect(await names("brokers", "summit")).toEqual([
      "Summit Freight Brokerage Inc",
      "Summit Logistics LLC",
      "Alpine Summit Logistics LLC",
      "Big Summit Co",
    ]);
  });

  it("ranks an exact MC or DOT number first, then names starting with q, then numbers starting with it", async () => {
    expect(await names("brokers", "7654321")).toEqual([
      "Other Lane Brokers Inc",
      "7654321 Logistics LLC",
      "Zeta Numbers Inc",
    ]);
  });

  it("finds an MC number with or without its prefix, and a DOT number", async () => {
    for (const q of ["MC1234567", "mc 1234567", "1234567"]) {
      expect(await names("brokers", q), q).toEqual(["Demo Freight Brokerage LLC"]);
    }
    expect(await names("carriers", "654321")).toEqual(["Demo Trucking LLC"]);
    expect(await names("carriers", "USDOT 7654320")).toEqual(["Second Demo Carrier Inc"]);
    expect(await names("carriers", "MC 765432")).toEqual(["Second Demo Carrier Inc"]);
    // "MC" names only the MC number: a DOT number with those digits does not match.
    expect(await names("carriers", "MC7654320")).toEqual([]);
  });

  it("answers at most 20 rows, in name order", async () => {
    const found = await names("brokers", "limit test");
    expect(found).toHaveLength(20);
    expect(found[0]).toBe("Limit Test Freight 01 LLC");
    expect(found[19]).toBe("Limit Test Freight 20 LLC");
  });

  it("keeps the ranking when a word matches more rows than the FTS sort limit", async () => {
    const found = await names("brokers", "common");
    expect(found).toHaveLength(20);
    expect(found[0]).toBe("Common Ground Brokerage LLC");
    expect(found.slice(1)).toEqual(
      Array.from({ length: 19 }, (_, i) => `Alpha Common Carriers ${String(i * 2).padStart(4, "0")} Inc`),
    );
    expect(await names("brokers", "zulu common carr")).toHaveLength(20);
    // A common long word narrowed by a short one: the whole match is sorted, not the walk.
    expect(await names("brokers", "common zu")).toEqual(
      Array.from({ length: 20 }, (_, i) => `Zulu Common Carriers ${String(i * 2 + 1).padStart(4, "0")} Inc`),
    );
  });

  it.each([["a"], [" a "], [""], [undefined]])("refuses q=%j with a 400 problem", async (q) => {
    const { status, body, text } = await search("brokers", q);
    expect(status, text).toBe(400);
    expect(body.code, text).toBe("VALIDATION_FAILED");
    expect(body.message, text).toBe("Search query must be at least 2 characters");
  });

  it("answers an empty list for a query with nothing searchable", async () => {
    const { status, body, text } = await search("carriers", "!!");
    expect(status, text).toBe(200);
    expect(body, text).toEqual([]);
  });

  it("answers the broker search result fields", async () => {
    const { body, text } = await search("brokers", "Other Lane");
    expect(body, text).toHaveLength(1);
    expect(Object.keys(body[0] ?? {}).sort(), text).toEqual([
      "city",
      "companyName",
      "dataAsOf",
      "dbaName",
      "dotNumber",
      "email",
      "id",
      "mcNumber",
      "phoneNumber",
      "sourceFile",
      "state",
      "status",
    ]);
    expect(body[0], text).toMatchObject({
      companyName: "Other Lane Brokers Inc",
      mcNumber: "MC7654321",
      dotNumber: "7654321",
      city: "Dallas",
      state: "TX",
      status: "A",
    });
  });

  it("answers the carrier search result fields, with hazmatFlag as a boolean", async () => {
    const { body, text } = await search("carriers", "second demo");
    expect(body, text).toHaveLength(1);
    expect(Object.keys(body[0] ?? {}).sort(), text).toEqual([
      "city",
      "classification",
      "companyName",
      "dataAsOf",
      "dbaName",
      "dotNumber",
      "email",
      "hazmatFlag",
      "id",
      "mcNumber",
      "operatingAuthority",
      "phoneNumber",
      "sourceFile",
      "state",
      "status",
    ]);
    expect(body[0], text).toMatchObject({
      mcNumber: "MC765432",
      dotNumber: "7654320",
      hazmatFlag: true,
      operatingAuthority: "ACTIVE",
      classification: "AUTHORIZED FOR HIRE",
    });
  });

  it("finds a begun word of a name given or changed after the import (the word list follows every write)", async () => {
    await insert("fmcsa_carriers", [{ name: "Quixotic Haulage LLC", mc: "MC880001", dot: "880001" }]);
    expect(await names("carriers", "haulag")).toEqual(["Quixotic Haulage LLC"]);
    await env.DB.prepare("UPDATE fmcsa_carriers SET company_name = ?1, search_text = ?2 WHERE mc_number = 'MC880001'")
      .bind("Zanzibar Haulage LLC", toSearchText("Zanzibar Haulage LLC", null))
      .run();
    expect(await names("carriers", "haulage zanzi")).toEqual(["Zanzibar Haulage LLC"]);
    expect(await names("carriers", "quixot")).toEqual([]);
  });

  it("searches brokers and carriers separately", async () => {
    expect(await names("carriers", "blue ridge")).toEqual(["Blue Ridge Trucking Inc"]);
    expect(await names("brokers", "demo trucking")).toEqual([]);
  });

  it("is listed in the OpenAPI document", async () => {
    const response = await call({ method: "GET", path: "/api/openapi.json" });
    const document = response.body as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(["/api/fmcsa-brokers/search", "/api/fmcsa-carriers/search"]),
    );
  });
});
