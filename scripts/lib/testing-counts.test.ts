import { describe, expect, it } from "vitest";
import {
  countsMarkdown,
  countTesting,
  declaringFile,
  documentOperations,
  END_MARKER,
  matrixRoles,
  pageTable,
  START_MARKER,
  withCounts,
} from "./testing-counts";

const DOCUMENT = {
  paths: {
    "/api/loads": {
      get: { operationId: "listLoads" },
      post: { operationId: "createLoad" },
      parameters: [],
    },
    "/api/v1/loads": { put: { operationId: "pushLoads", security: [{ partnerToken: ["loads:write"] }] } },
    "/api/stripe/webhook": { post: { operationId: "receiveStripeWebhook" } },
  },
};

const ROLES = `
export const ROLES: Role[] = [
  { name: "anonymous", describe: "signed out", credentials: async () => ({}) },
  { name: "admin", describe: "an administrator", credentials: signedInAs("admin") },
];`;

const PAGES = `
const PAGES: Record<string, PageStates> = {
  _index: {
    loaded: [
      { as: "anonymous", what: "the landing page", open: async () => {} },
      ...(["a", "b"] as const).map((name) => ({ as: "admin" as const, what: name, open: async () => {} })),
    ],
    empty: ["Recent", "My Loads"].map((name) => ({ as: "freshCarrier" as const, what: name, open: async () => {} })),
    error: { absent: FORM_ONLY },
  },
  "_app.help": {
    loaded: [{ as: "carrier", what: "help", open: async () => {} }],
    empty: { absent: "static" },
    error: [],
  },
};`;

describe("the suites' counts", () => {
  it("reads the document's operations and the partner scopes each names", () => {
    expect(documentOperations(DOCUMENT)).toEqual([
      { operationId: "listLoads", method: "get", partnerScopes: [] },
      { operationId: "createLoad", method: "post", partnerScopes: [] },
      { operationId: "pushLoads", method: "put", partnerScopes: ["loads:write"] },
      { operationId: "receiveStripeWebhook", method: "post", partnerScopes: [] },
    ]);
  });

  it("finds each list by the one file that declares it, wherever the file moved", () => {
    const files = [
      { file: "workers/test/support/partners.ts", source: "const ALL_SCOPE = [];\nexport const ALL_SCOPES = [];" },
      { file: "workers/test/support/roles.ts", source: ROLES },
    ];
    expect(declaringFile(files, "ROLES").file).toBe("workers/test/support/roles.ts");
    expect(declaringFile(files, "ALL_SCOPES").file).toBe("workers/test/support/partners.ts");
    expect(() => declaringFile(files, "PAGES")).toThrow(/declared in no file/);
    expect(() => declaringFile([...files, ...files], "ROLES")).toThrow(/expected exactly one file/);
  });

  it("reads the matrix's roles by name, and refuses a role it cannot name", () => {
    expect(matrixRoles("roles.ts", ROLES)).toEqual(["anonymous", "admin"]);
    expect(() => matrixRoles("roles.ts", "export const ROLES = [...OTHERS];")).toThrow(/spreads/);
    expect(() => matrixRoles("roles.ts", "export const ROLES = [{ name: NAME }];")).toThrow(/literal name/);
  });

  it("counts each page state's visits, mapped and spread ones included, and none for an absent state", () => {
    expect(pageTable("every-page.spec.ts", PAGES)).toEqual({
      routes: ["_index", "_app.help"],
      states: { loaded: 4, empty: 2, error: 0 },
      roles: ["admin", "anonymous", "carrier", "freshCarrier"],
    });
  });

  it("refuses a state written in a form it does not know, rather than count it wrong", () => {
    const table = "const PAGES = { _index: { loaded: VISITS, empty: [], error: [] } };";
    expect(() => pageTable("every-page.spec.ts", table)).toThrow(/_index\.loaded: a state written in a form/);
  });

  it("multiplies operations by roles and writes the figures into the block between the markers", () => {
    const counts = countTesting({
      document: DOCUMENT,
      roles: { file: "workers/test/support/roles.ts", source: ROLES },
      partners: { file: "partners.ts", source: 'export const ALL_SCOPES = ["loads:write", "rates:read"];' },
      faults: { file: "faults.ts", source: 'const NOT_CONFIGURED_HERE = new Set(["receiveStripeWebhook"]);' },
      fuzz: { file: "fuzz.ts", source: "const TOTAL_INPUTS = 10_400;" },
      everyPage: { file: "every-page.spec.ts", source: PAGES },
      axe: {
        file: "axe.ts",
        source: "export const AXE_WIDTHS = [{ width: 1280, height: 800 }, { width: 390 }] as const;",
      },
    });
    expect(counts).toMatchObject({ operations: 4, cells: 8, scopedOperations: 1, scopes: 2, stateChanging: 2 });
    expect(counts).toMatchObject({ fuzzInputs: 10_400, widths: [1280, 390] });

    const block = countsMarkdown(counts);
    expect(block).toContain("4 operations × 2 roles of `workers/test/support/roles.ts` = **8 cells**");
    expect(block).toContain("**2 page routes, 6 page states** (4 loaded, 2 empty, 0 error; 4 roles) × 2 widths");
    const doc = `# Tests\n\n${START_MARKER}\n\n- **95 operations**\n\n${END_MARKER}\n\nAfter.\n`;
    expect(withCounts(doc, block)).toBe(`# Tests\n\n${START_MARKER}\n\n${block}\n\n${END_MARKER}\n\nAfter.\n`);
    expect(() => withCounts("# Tests\n", block)).toThrow(/no <!-- testing-counts/);
  });
});
