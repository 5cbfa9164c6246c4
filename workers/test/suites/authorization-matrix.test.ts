// The authorization matrix, generated from openapi/openapi.json: every operation × every role of
// support/roles.ts, each answered as the one table (authorization-table.ts) says. Requests are
// well-behaved (the document's own examples, the first carrier's ids), so what varies is who asks.
import { beforeAll, describe, expect, it } from "vitest";
import { call, type OperationId } from "../support/call";
import { exampleInput, OPERATIONS } from "../support/operations";
import { ROLES, type Role } from "../support/roles";
import { buildWorld, type World } from "../support/world";
import { EXPECTED, pathValueIn } from "./authorization-table";

let world: World;

beforeAll(async () => {
  world = await buildWorld("Matrix");
}, 60_000);

function expectedFor(operationId: string, role: Role): number | undefined {
  const row = EXPECTED[operationId];
  return row?.[role.name] ?? (role.otherwise ? row?.[role.otherwise] : row?.anonymous);
}

describe("the authorization matrix", () => {
  it("has one row for every operation of the document, and none for an operation it lacks", () => {
    const documented = OPERATIONS.map((operation) => operation.operationId).sort();
    expect(
      documented.filter((id) => !(id in EXPECTED)),
      "operations without a row",
    ).toEqual([]);
    expect(
      Object.keys(EXPECTED).filter((id) => !documented.includes(id)),
      "rows without an operation",
    ).toEqual([]);
  });

  it(`answers every operation × role as the table says (${OPERATIONS.length} operations × ${ROLES.length} roles)`, async () => {
    const mismatches: string[] = [];
    let cells = 0;
    for (const operation of OPERATIONS) {
      const input = exampleInput(operation, pathValueIn(world.ids, operation.operationId));
      for (const role of ROLES) {
        const credentials = await role.credentials(world);
        const response = await call(operation.operationId as OperationId, { ...input, ...credentials } as never);
        const text = response.text;
        cells += 1;
        const expected = expectedFor(operation.operationId, role);
        if (response.status !== expected) {
          mismatches.push(
            `${operation.operationId} as ${role.name}: expected ${expected}, got ${response.status} ${text.slice(0, 160)}`,
          );
        }
        if (response.status >= 400) {
          expect(response.headers.get("content-type"), `${operation.operationId} as ${role.name}`).toContain(
            "application/problem+json",
          );
        }
      }
    }
    expect(mismatches, mismatches.join("\n")).toEqual([]);
    expect(cells).toBe(OPERATIONS.length * ROLES.length);
  }, 120_000);
});
