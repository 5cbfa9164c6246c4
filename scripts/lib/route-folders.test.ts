import { describe, expect, it } from "vitest";
import { folderForPath, routeFolderOf, routeFolderProblems, servedPaths, unusedAliases } from "./route-folders";

const aliases = { login: { folder: "auth" }, "v1/oauth": { folder: "tokens" } };
const route = (path: string) => `createRoute({ method: "get", path: ${path}, responses: {} });`;

describe("servedPaths", () => {
  it("reads a route definition's path: a string, a template's fixed start, a constant", () => {
    expect(servedPaths("f.ts", route('"/api/loads/{id}"')).map((p) => p.path)).toEqual(["/api/loads/{id}"]);
    expect(servedPaths("f.ts", route("`/api/brokerage/members/{id}/$" + "{decision}`")).map((p) => p.path)).toEqual([
      "/api/brokerage/members/{id}/",
    ]);
    expect(servedPaths("f.ts", `const PATH = "/api/saved-lanes";\n${route("PATH")}`).map((p) => p.path)).toEqual([
      "/api/saved-lanes",
    ]);
  });

  it("reads app.get and its siblings, with the line", () => {
    expect(servedPaths("f.ts", 'const a = 1;\napp.get("/api/docs", handler);')).toEqual([
      { path: "/api/docs", line: 2 },
    ]);
  });

  it("ignores a URL the answer only mentions, and paths outside /api", () => {
    expect(
      servedPaths("f.ts", 'c.json({ link: "/api/broker/documents/1" }); setCookie(c, "s", v, { path: "/" });'),
    ).toEqual([]);
  });
});

describe("folders", () => {
  it("names a route file's folder, partner routes under v1", () => {
    expect(routeFolderOf("workers/src/routes/loads/create.ts")).toEqual({ partner: false, folder: "loads" });
    expect(routeFolderOf("workers/src/routes/v1/rates/history.ts")).toEqual({ partner: true, folder: "rates" });
    expect(routeFolderOf("workers/src/routes/api.ts")).toBeNull();
    expect(routeFolderOf("workers/src/services/loads/create.ts")).toBeNull();
  });

  it("puts a path in its first segment's folder unless the alias table says otherwise", () => {
    expect(folderForPath("/api/documents/carrier/{id}/view", aliases)).toEqual({ partner: false, folder: "documents" });
    expect(folderForPath("/api/login", aliases)).toEqual({ partner: false, folder: "auth" });
    expect(folderForPath("/api/v1/oauth/token", aliases)).toEqual({ partner: true, folder: "tokens" });
  });
});

describe("routeFolderProblems", () => {
  it("accepts a file in its URL's folder or its alias's", () => {
    expect(routeFolderProblems("workers/src/routes/loads/create.ts", route('"/api/loads"'), aliases)).toEqual([]);
    expect(routeFolderProblems("workers/src/routes/auth/login.ts", route('"/api/login"'), aliases)).toEqual([]);
  });

  it("refuses a file whose URL names another folder, and says where it belongs", () => {
    const problems = routeFolderProblems(
      "workers/src/routes/broker-documents/preview.ts",
      route('"/api/broker/documents/{id}/preview"'),
      aliases,
    );
    expect(problems.map((p) => p.text)).toEqual([
      "/api/broker/documents/{id}/preview belongs in workers/src/routes/broker/ (or in workers/src/routes/url-aliases.ts)",
    ]);
  });

  it("refuses a partner route outside v1 and a session route inside it", () => {
    expect(
      routeFolderProblems("workers/src/routes/rates/history.ts", route('"/api/v1/rates/history"'), {}),
    ).toHaveLength(1);
    expect(routeFolderProblems("workers/src/routes/v1/rates/list.ts", route('"/api/rates"'), {})).toHaveLength(1);
  });
});

describe("unusedAliases", () => {
  it("lists the entries no route serves", () => {
    const files = [{ file: "workers/src/routes/auth/login.ts", text: route('"/api/login"') }];
    expect(unusedAliases(files, aliases)).toEqual(["v1/oauth"]);
  });
});
