// Partner scopes, generated from the document: every operation whose `partnerToken` security
// requirement names scopes is asked by the owning organisation's client holding each scope alone
// (a token narrowed at the exchange). A token with the scope gets what the matrix's owner gets; one
// without it gets 403 naming the missing scope, and changes nothing.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { call, type OperationId } from "../support/call";
import { exampleInput, OPERATIONS } from "../support/operations";
import { ALL_SCOPES, PartnerClient } from "../support/partners";
import { buildWorld, type World } from "../support/world";
import { EXPECTED, pathValueIn } from "./authorization-table";

const SCOPED = OPERATIONS.filter((operation) => operation.partnerScopes.length > 0);

let world: World;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  world = await buildWorld("Scopes");
  for (const scope of ALL_SCOPES) {
    const client = await new PartnerClient(world.partner).authenticate(scope);
    if (!client.token) throw new Error(`no token for ${scope}`);
    tokens[scope] = client.token;
  }
}, 60_000);

/** Rows written for the partner's records: loads, endpoints and deliveries. */
async function partnerRows(): Promise<string> {
  const [loads, endpoints, deliveries] = await env.DB.batch<Record<string, unknown>>([
    env.DB.prepare("SELECT organisation_id, partner_load_id, version FROM partner_loads ORDER BY 1, 2"),
    env.DB.prepare("SELECT id, secret, disabled_at FROM webhook_endpoints ORDER BY id"),
    env.DB.prepare("SELECT id, status, attempts FROM webhook_deliveries ORDER BY id"),
  ]);
  return JSON.stringify([loads?.results, endpoints?.results, deliveries?.results]);
}

describe("partner scopes", () => {
  it("are named by every operation of the partner API but the token exchange, each one the clients can hold", () => {
    const v1 = OPERATIONS.filter(
      (operation) => operation.path.startsWith("/api/v1/") && operation.operationId !== "exchangeClientCredentials",
    );
    expect(SCOPED.map((operation) => operation.operationId).sort()).toEqual(
      v1.map((operation) => operation.operationId).sort(),
    );
    for (const operation of SCOPED) expect(ALL_SCOPES).toEqual(expect.arrayContaining(operation.partnerScopes));
  });

  it(`hold each of the ${SCOPED.length} scoped operations to its scope (× ${ALL_SCOPES.length} one-scope tokens)`, async () => {
    const mismatches: string[] = [];
    let refused = 0;
    for (const operation of SCOPED) {
      const input = exampleInput(operation, pathValueIn(world.ids, operation.operationId));
      // The token that holds the scope asks last: a deletion must not hide a refusal's effect.
      const order = [...ALL_SCOPES].sort(
        (a, b) => Number(operation.partnerScopes.includes(a)) - Number(operation.partnerScopes.includes(b)),
      );
      for (const scope of order) {
        const holds = operation.partnerScopes.every((needed) => needed === scope);
        const before = holds ? "" : await partnerRows();
        const response = await call(
          operation.operationId as OperationId,
          {
            ...input,
            headers: { authorization: `Bearer ${tokens[scope]}` },
          } as never,
        );
        const text = response.text;
        const expected = holds ? EXPECTED[operation.operationId]?.partner : 403;
        if (response.status !== expected) {
          mismatches.push(
            `${operation.operationId} with ${scope}: expected ${expected}, got ${response.status} ${text}`,
          );
          continue;
        }
        if (holds) continue;
        refused += 1;
        const message = (JSON.parse(text) as { message?: string }).message;
        const missing = operation.partnerScopes.join(" ");
        if (message !== `This token lacks the ${missing} scope`)
          mismatches.push(`${operation.operationId} with ${scope}: message ${message}`);
        if ((await partnerRows()) !== before) mismatches.push(`${operation.operationId} with ${scope}: changed rows`);
      }
    }
    expect(mismatches, mismatches.join("\n")).toEqual([]);
    expect(refused).toBe(SCOPED.length * (ALL_SCOPES.length - 1));
  }, 60_000);
});
