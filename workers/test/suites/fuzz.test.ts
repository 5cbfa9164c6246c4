// Schema-driven fuzzing over every operation of openapi/openapi.json: fast-check turns each
// operation's documented body, query and path into bad inputs (wrong types, hex and exponent
// numbers, control and zero-width characters, huge text, missing and unknown fields, broken JSON,
// wrong media types), with a fixed seed so a failure replays. Calls go straight to the worker's
// fetch. No answer may be a 5xx, and every error must be application/problem+json with a message.

import { EGRESS_MESSAGES } from "@truerate/domain/egress/messages";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { MOST_ROWS_A_PAGE } from "../../src/schemas/list-query";
import { type CallResponse, call, type OperationId, ORIGIN, type RawBody, settleBackgroundWork } from "../support/call";
import { insertLoads } from "../support/loads";
import {
  exampleOf,
  exampleQuery,
  type JsonSchema,
  OPERATIONS,
  type Operation,
  type OperationInput,
  resolve,
} from "../support/operations";
import { ROLES } from "../support/roles";
import { buildWorld, type World } from "../support/world";
import { EXPECTED, pathValueIn } from "./authorization-table";

const SEED = 20261123;
/** Bad inputs per run, spread evenly over the operations. */
const TOTAL_INPUTS = 10_400;
const PARALLEL = 32;

/** Values of the wrong kind, or of the right kind but malformed, for any field. */
const badValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    true,
    false,
    null,
    0,
    -1,
    1e308,
    -0,
    "0x10",
    "1e3",
    "Infinity",
    "NaN",
    "-0",
    "",
    " ",
    "true",
    "1970-01-01",
    "2026-02-30",
    "\u0000",
    "A\u200bB",
    "\u202eexe.pdf",
    "<script>alert(1)</script>",
    "' OR 1=1 --",
    "../../etc/passwd",
    "%00",
    "😀".repeat(50),
  ),
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  fc.constant("x".repeat(5000)),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

function propertyNames(schema: JsonSchema | null): string[] {
  return Object.keys(resolve(schema ?? undefined)?.properties ?? {});
}

/** A bad JSON body: the example with one field broken, removed, or extra; or no object at all. */
function badJsonBody(operation: Operation): fc.Arbitrary<RawBody> {
  const example = (exampleOf(operation.bodySchema) ?? {}) as Record<string, unknown>;
  const names = propertyNames(operation.bodySchema);
  const field = names.length ? fc.constantFrom(...names) : fc.string({ maxLength: 8 });
  return fc.oneof(
    fc.tuple(field, badValue).map(([name, value]) => ({ json: { ...example, [name]: value } })),
    fc.tuple(field, badValue, field, badValue).map(([a, x, b, y]) => ({ json: { ...example, [a]: x, [b]: y } })),
    field.map((name) => {
      const { [name]: _dropped, ...rest } = example;
      return { json: rest };
    }),
    badValue.map((value) => ({ json: value })),
    fc.string({ maxLength: 30 }).map((text) => ({ text: `{${text}`, type: "application/json" })),
    fc.constantFrom("text/plain", "application/xml", "text/html").map((type) => ({ text: "<a/>", type })),
  );
}

function badForm(): fc.Arbitrary<RawBody> {
  return fc
    .dictionary(
      fc.constantFrom("document", "loadId", "documentType", "documentName", "file", "customMessage"),
      fc.string({ maxLength: 20 }),
      {
        maxKeys: 4,
      },
    )
    .map((form) => ({ form }));
}

const asText = (value: unknown) => (typeof value === "string" ? value : (JSON.stringify(value) ?? "undefined"));
const badText = fc.oneof(fc.string({ maxLength: 30 }), badValue.map(asText));

function badInput(operation: Operation, pathValue: string): fc.Arbitrary<OperationInput> {
  const body =
    operation.bodyType === "application/json"
      ? badJsonBody(operation)
      : operation.bodyType === "multipart/form-data"
        ? badForm()
        : fc.constant(undefined);
  const queryNames = operation.query.map((parameter) => parameter.name);
  const query = queryNames.length
    ? fc.oneof(
        fc.dictionary(fc.constantFrom(...queryNames), badText, { maxKeys: queryNames.length }),
        fc.constant(exampleQuery(operation)),
      )
    : fc.constant({});
  const path = operation.pathParams.length ? fc.oneof(fc.constant(pathValue), badText) : fc.constant(pathValue);
  return fc.record({ body, query, path }).map(({ body: given, query: values, path: value }) => ({
    raw: given,
    query: values as Record<string, string>,
    params: Object.fromEntries(operation.pathParams.map((name) => [name, value])),
  }));
}

// Ten thousand request log lines would cost more than the requests: the log is silenced here.
const quiet = [vi.spyOn(console, "log").mockImplementation(() => {})];
afterAll(() => {
  for (const spy of quiet) spy.mockRestore();
});

let world: World;
const credentials: Record<string, { session?: string; headers?: Record<string, string> }> = {};

beforeAll(async () => {
  world = await buildWorld("Fuzz");
  for (const role of ROLES) credentials[role.name] = await role.credentials(world);
}, 60_000);

/** Asks as a role that gets past authorization (per the matrix's table), so the inputs reach validation. */
function askerOf(operation: Operation): string {
  if (operation.operationId === "logout" || operation.operationId === "deleteCurrentUser") return "anonymous";
  const row = EXPECTED[operation.operationId] ?? {};
  const passes = (status: number | undefined) => status !== undefined && ![401, 402, 403].includes(status);
  return (
    ["carrierSubscribed", "broker", "admin", "partner"].find((name) => passes(row[name as keyof typeof row])) ??
    "anonymous"
  );
}

describe("schema-driven fuzzing", () => {
  it(`answers ${TOTAL_INPUTS} generated bad inputs without a 5xx, every error a problem with a message`, async () => {
    const perOperation = Math.ceil(TOTAL_INPUTS / OPERATIONS.length);
    const failures: string[] = [];
    let sent = 0;
    for (const [index, operation] of OPERATIONS.entries()) {
      const inputs = fc.sample(badInput(operation, pathValueIn(world.ids, operation.operationId)), {
        numRuns: perOperation,
        seed: SEED + index,
      });
      const asker = credentials[askerOf(operation)];
      for (let start = 0; start < inputs.length; start += PARALLEL) {
        await Promise.all(
          inputs.slice(start, start + PARALLEL).map(async (input) => {
            const response = await call(
              operation.operationId as OperationId,
              { ...input, ...asker, background: true } as never,
            );
            const text = response.text;
            sent += 1;
            const where = `${operation.operationId} ${JSON.stringify(input).slice(0, 200)} → ${response.status} ${text.slice(0, 200)}`;
            if (response.status >= 500 && operation.operationId !== "receiveStripeWebhook") failures.push(where);
            if (response.status >= 400) {
              const type = response.headers.get("content-type") ?? "";
              let message: unknown;
              try {
                message = (JSON.parse(text) as { message?: unknown }).message;
              } catch {
                message = undefined;
              }
              if (!type.includes("application/problem+json") || typeof message !== "string" || message === "")
                failures.push(`not a problem with a message: ${where}`);
            }
          }),
        );
      }
    }
    await settleBackgroundWork();
    expect(failures.slice(0, 20), failures.slice(0, 20).join("\n")).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(10_000);
    // 10,000 requests: about 110 s alone on this machine, and past 300 s beside the browser tests under load.
  }, 600_000);
});

// Every integer query parameter of the document (a page, a page size, a limit, a window) at its
// bounds, and every cursor past its length: the edges answer, one past them answers 400 with the
// allowed range in the message, never a 500. The world holds more loads than a page may, so a
// largest page is a full one (a page's ids are bound in one statement, where D1 takes 100).
const integerQueries = OPERATIONS.flatMap((operation) =>
  operation.query
    .filter((parameter) => parameter.schema.type === "integer")
    .map((parameter) => ({ operation, parameter })),
);
const cursorQueries = OPERATIONS.flatMap((operation) =>
  operation.query
    .filter((parameter) => ["cursor", "before"].includes(parameter.name))
    .map((parameter) => ({ operation, parameter })),
);

/** The document's examples of the parameters an operation needs, and no filter: the widest list. */
function requiredQuery(operation: Operation): Record<string, string> {
  const required = new Set(
    operation.query.filter((parameter) => parameter.required).map((parameter) => parameter.name),
  );
  return Object.fromEntries(Object.entries(exampleQuery(operation)).filter(([name]) => required.has(name)));
}

describe("list parameters at their bounds", () => {
  beforeAll(async () => {
    const place = { city: "Dallas", state: "TX", lat: 32.78, lng: -96.8 };
    const rows = Array.from({ length: MOST_ROWS_A_PAGE + 5 }, (_, index) => ({
      userId: world.users.carrierSubscribed.id,
      trailerType: "dry_van" as const,
      pickup: place,
      delivery: { city: "Austin", state: "TX", lat: 30.27, lng: -97.74 },
      uploadedAt: Date.now() - index * 60_000,
    }));
    await insertLoads(rows);
  }, 60_000);

  it("finds the paged lists in the document, each paging parameter bounded", () => {
    const names = new Set(integerQueries.map(({ operation }) => operation.operationId));
    for (const id of ["listAdminDeadlines", "listAdminLoads", "listPartnerLoadChanges", "listCarrierSharedDocuments"])
      expect(names, id).toContain(id);
    const unbounded = integerQueries
      .filter(
        ({ parameter }) => typeof parameter.schema.minimum !== "number" || typeof parameter.schema.maximum !== "number",
      )
      .map(({ operation, parameter }) => `${operation.operationId} ${parameter.name}`);
    expect(unbounded).toEqual([]);
  });

  it.each(
    integerQueries.map(
      ({ operation, parameter }) => [`${operation.operationId} ${parameter.name}`, operation, parameter] as const,
    ),
  )(
    "%s answers at its bounds and refuses past them with the range",
    async (_name, operation, parameter) => {
      const min = Number(parameter.schema.minimum);
      const max = Number(parameter.schema.maximum);
      const asker = credentials[askerOf(operation)];
      const pathValue = pathValueIn(world.ids, operation.operationId);
      const ask = async (value: string) => {
        const response = await call(
          operation.operationId as OperationId,
          {
            query: { ...requiredQuery(operation), [parameter.name]: value },
            params: Object.fromEntries(operation.pathParams.map((name) => [name, pathValue])),
            ...asker,
            background: true,
          } as never,
        );
        return { status: response.status, text: response.text };
      };
      for (const value of [min, max]) {
        const answer = await ask(String(value));
        expect(answer.status, `${parameter.name}=${value} → ${answer.text.slice(0, 300)}`).toBeLessThan(400);
      }
      for (const value of [String(min - 1), String(max + 1), String(min + 0.5), "ten"]) {
        const answer = await ask(value);
        const where = `${parameter.name}=${value} → ${answer.status} ${answer.text.slice(0, 300)}`;
        expect(answer.status, where).toBe(400);
        const { message } = JSON.parse(answer.text) as { message: string };
        expect(message, where).toContain(parameter.name);
        expect(message, where).toContain(`from ${min} to ${max}`);
      }
      await settleBackgroundWork();
    },
    60_000,
  );

  it.each(
    cursorQueries.map(
      ({ operation, parameter }) => [`${operation.operationId} ${parameter.name}`, operation, parameter] as const,
    ),
  )("%s refuses a forged or overlong value as a 400 problem", async (_name, operation, parameter) => {
    const asker = credentials[askerOf(operation)];
    const longest = Number(parameter.schema.maxLength);
    expect(longest, "a cursor has a documented maxLength").toBeGreaterThan(0);
    for (const value of ["forged", "x".repeat(longest + 1), "WzE3NjM5MDAwMDAwMDAsIjdmMWQyYzNiIl0"]) {
      const response = await call(
        operation.operationId as OperationId,
        { query: { ...exampleQuery(operation), [parameter.name]: value }, ...asker, background: true } as never,
      );
      const where = `${parameter.name}=${value.slice(0, 40)} → ${response.status}`;
      expect(response.status, where).toBeLessThan(500);
      if (response.status >= 400) expect(problemFault(response), where).toBeNull();
    }
  });
});

/** Whether an answer is application/problem+json with a message; the reason when it is not. */
function problemFault(response: CallResponse): string | null {
  const type = response.headers.get("content-type") ?? "";
  const text = response.text;
  if (response.status >= 500) return `${response.status} ${text.slice(0, 200)}`;
  if (!type.includes("application/problem+json")) return `${response.status} ${type || "no content type"}`;
  const message = (JSON.parse(text) as { message?: unknown }).message;
  return typeof message === "string" && message !== "" ? null : `no message: ${text.slice(0, 200)}`;
}

// Paths with dot segments, their encoded spellings and empty segments. The runtime's URL parser
// resolves `.` and `..` (and %2e) before the worker sees a path, so the worker answers the
// normalised path (see http/app.ts); whatever arrives, no route, no method and no spelling may
// answer anything but a problem.
const pathSegment = fc.constantFrom(
  "..",
  ".",
  "%2e%2e",
  "%2E.",
  ".%2e",
  "....",
  "...",
  "",
  "..%2f",
  "%2f..",
  "..;",
  "%00",
  "etc",
  "passwd",
  "loads",
  "v1",
  "reset-password",
  "webhooks",
  "docs",
);
const method = fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE");

describe("paths with dot segments", () => {
  it.each([
    ["DELETE", "/api/loads/../../etc/passwd"],
    ["GET", "/api/reset-password/....//....//"],
    ["POST", "/api/reset-password/....//....//"],
    ["DELETE", "/api/v1/../../x"],
    ["PUT", "/api/%2e%2e/%2e%2e/etc/passwd"],
    ["PATCH", "/api//health"],
    ["GET", "/api/.."],
  ])("%s %s answers a problem", async (verb, path) => {
    const response = await call({ method: verb, path }, { origin: ORIGIN });
    const where = `${verb} ${path} → ${response.status}`;
    expect(response.status, where).toBe(404);
    expect(problemFault(response), where).toBeNull();
  });

  it("answer a problem for 1,000 generated paths under /api, whatever the method", async () => {
    const inputs = fc.sample(fc.tuple(method, fc.array(pathSegment, { minLength: 1, maxLength: 6 })), {
      numRuns: 1000,
      seed: SEED,
    });
    const failures: string[] = [];
    for (const [verb, segments] of inputs) {
      const path = `/api/${segments.join("/")}`;
      const response = await call({ method: verb, path }, { origin: ORIGIN });
      // A few spellings resolve to a real route (/api/loads/../health is /api/health): those may succeed.
      if (response.status < 400) continue;
      const fault = problemFault(response);
      if (fault) failures.push(`${verb} ${path}: ${fault}`);
    }
    expect(failures.slice(0, 20), failures.slice(0, 20).join("\n")).toEqual([]);
  }, 120_000);
});

// The egress policy at the webhook endpoint: internal addresses in every notation, internal names
// and ports, each refused with a field message that is one of the policy's reasons.
const octet = fc.nat(255);
const internalIpv4 = fc.oneof(
  fc.tuple(octet, octet, octet).map(([b, c, d]) => [127, b, c, d]),
  fc.tuple(octet, octet, octet).map(([b, c, d]) => [10, b, c, d]),
  fc.tuple(octet, octet).map(([c, d]) => [192, 168, c, d]),
  fc.tuple(octet, octet).map(([c, d]) => [169, 254, c, d]),
  fc.tuple(fc.integer({ min: 64, max: 127 }), octet, octet).map(([b, c, d]) => [100, b, c, d]),
);
const ipv4Spelling = fc
  .tuple(internalIpv4, fc.constantFrom("dotted", "decimal", "hex", "octal"))
  .map(([value, form]) => {
    const whole = value.reduce((sum, part) => sum * 256 + part, 0);
    if (form === "decimal") return String(whole);
    if (form === "hex") return `0x${whole.toString(16)}`;
    if (form === "octal") return `0${whole.toString(8)}`;
    return value.join(".");
  });
const badEndpointUrl = fc.oneof(
  fc.tuple(ipv4Spelling, fc.constantFrom("", ".")).map(([host, dot]) => `https://${host}${dot}/hooks`),
  internalIpv4.map((value) => `https://[::ffff:${value.join(".")}]/hooks`),
  fc.constantFrom("::1", "fd00::1", "fe80::1", "::", "fc00::5").map((host) => `https://[${host}]/hooks`),
  fc
    .tuple(internalIpv4, fc.constantFrom("nip.io", "sslip.io", "example.com"), fc.boolean())
    .map(([value, domain, dashed]) => `https://${value.join(dashed ? "-" : ".")}.${domain}/hooks`),
  fc
    .constantFrom(
      "localhost",
      "localhost.",
      "api.localhost",
      "db.local",
      "metadata.google.internal",
      "intranet",
      "router.home.arpa",
    )
    .map((host) => `https://${host}/hooks`),
  fc.constantFrom(22, 25, 80, 3306, 5432, 6379, 9200, 27017).map((port) => `https://hooks.example.com:${port}/hooks`),
  fc.constantFrom("http://hooks.example.com/", "https://user:secret@hooks.example.com/", "gopher://hooks.example.com/"),
);

describe("webhook endpoint URLs", () => {
  it("are refused with one of the egress policy's field messages for 400 generated internal-pointing URLs", async () => {
    const reasons: string[] = Object.values(EGRESS_MESSAGES);
    const failures: string[] = [];
    for (const url of fc.sample(badEndpointUrl, { numRuns: 400, seed: SEED })) {
      const response = await call("createWebhookEndpoint", {
        body: { url, events: ["true_rate.verified"] },
        ...credentials.partner,
        background: true,
      });
      const body = response.body as { details?: { fields?: { url?: string[] } } };
      const message = body.details?.fields?.url?.[0];
      if (response.status !== 400 || !message || !reasons.includes(message))
        failures.push(`${url} → ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
    }
    await settleBackgroundWork();
    expect(failures.slice(0, 20), failures.slice(0, 20).join("\n")).toEqual([]);
  }, 120_000);
});
