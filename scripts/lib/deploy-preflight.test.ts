import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  alreadyExists,
  declaredSecrets,
  deploySteps,
  type EnvironmentConfig,
  listedSecretNames,
  PLACEHOLDER_DATABASE_ID,
  preflightProblems,
} from "./deploy-preflight";

const envExample = readFileSync(path.join(import.meta.dirname, "..", "..", ".env.example"), "utf8");

const ready: EnvironmentConfig = {
  workerName: "truerate-api",
  databaseName: "truerate",
  databaseId: "7d3c1f4e-1111-4222-8333-944455556666",
  vars: {
    ENVIRONMENT: "production",
    APP_ORIGIN: "https://portal.truerate.app",
    MAIL_PROVIDER_URL: "https://api.mail.test.dev/send",
  },
};
const declared = [
  { name: "PARTNER_TOKEN_SECRET", required: true },
  { name: "MAPS_API_KEY", required: false },
];

describe("declaredSecrets", () => {
  it("reads the API worker's secrets from .env.example, the optional ones marked", () => {
    const secrets = declaredSecrets(envExample);
    expect(secrets.map((secret) => secret.name)).toEqual(
      expect.arrayContaining(["PARTNER_TOKEN_SECRET", "RESPONSE_LINK_SECRET", "DOCUMENT_KEYS", "MAPS_API_KEY"]),
    );
    const optional = secrets.filter((secret) => !secret.required).map((secret) => secret.name);
    expect(optional.sort()).toEqual(["ADMIN_SIGNUP_CODE", "DOCUMENT_KEY_CURRENT", "MAPS_API_KEY"]);
    // Settings and the portal's variables are not secrets.
    expect(secrets.map((secret) => secret.name)).not.toContain("APP_ORIGIN");
    expect(secrets.map((secret) => secret.name)).not.toContain("API_ORIGIN");
  });

  it("refuses a file without the secrets section", () => {
    expect(() => declaredSecrets("APP_ORIGIN=x\n")).toThrow(/API worker: secrets/);
  });
});

describe("listedSecretNames", () => {
  it("reads wrangler secret list's JSON", () => {
    const json = '[{"name":"PARTNER_TOKEN_SECRET","type":"secret_text"},{"name":"DOCUMENT_KEYS","type":"secret_text"}]';
    expect(listedSecretNames(json)).toEqual(["PARTNER_TOKEN_SECRET", "DOCUMENT_KEYS"]);
  });

  it("skips what wrangler prints before the list", () => {
    const output =
      ' ⛅️ wrangler 4.164.0\n\u001b[33m▲ [WARNING]\u001b[0m something\n[\n  {"name":"DOCUMENT_KEYS","type":"secret_text"}\n]\n';
    expect(listedSecretNames(output)).toEqual(["DOCUMENT_KEYS"]);
    expect(listedSecretNames("[]")).toEqual([]);
  });

  it("refuses anything but a list", () => {
    expect(() => listedSecretNames('{"error":"not found"}')).toThrow(/JSON list/);
  });
});

describe("preflightProblems", () => {
  const check = (config: EnvironmentConfig, presentSecrets: string[] | "unlisted" = ["PARTNER_TOKEN_SECRET"]) =>
    preflightProblems({
      environment: "production",
      config,
      declared,
      presentSecrets: presentSecrets === "unlisted" ? undefined : presentSecrets,
    });

  it("lets a complete configuration through; an optional secret may be missing", () => {
    expect(check(ready)).toEqual([]);
  });

  it("refuses the placeholder database id and says how to get the real one", () => {
    const problems = check({ ...ready, databaseId: PLACEHOLDER_DATABASE_ID });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain("npx wrangler d1 create truerate");
    expect(problems[0]).toContain("[[env.production.d1_databases]]");
  });

  it("refuses a missing required secret, naming the command that sets it", () => {
    expect(check(ready, [])).toEqual([
      "Secret PARTNER_TOKEN_SECRET is not set on truerate-api: npx wrangler secret put PARTNER_TOKEN_SECRET --env production",
    ]);
  });

  it("refuses when the secrets cannot be listed (no worker yet)", () => {
    const [problem] = check(ready, "unlisted");
    expect(problem).toMatch(/Could not list the secrets of truerate-api/);
  });

  it.each([
    ["http://portal.truerate.app", "not https"],
    ["https://portal.truerate.example", "the reserved .example domain"],
    ["https://127.0.0.1:8788", "local"],
    ["", "empty"],
    ["not a url", "not a URL"],
  ])("refuses APP_ORIGIN %j (%s)", (origin) => {
    const problems = check({ ...ready, vars: { ...ready.vars, APP_ORIGIN: origin } });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain("APP_ORIGIN");
  });

  it("refuses a missing mail provider and a development ENVIRONMENT", () => {
    const problems = check({ ...ready, vars: { APP_ORIGIN: ready.vars.APP_ORIGIN, ENVIRONMENT: "development" } });
    expect(problems.join("\n")).toContain("MAIL_PROVIDER_URL");
    expect(problems.join("\n")).toContain('ENVIRONMENT must be "production"');
  });
});

describe("alreadyExists", () => {
  it.each([
    "A database with name 'truerate' already exists",
    "The bucket you tried to create already exists, and you own it. [code: 10004]",
    "Queue name 'notifications' is already taken. [code: 11009]",
  ])("tolerates %j", (output) => {
    expect(alreadyExists(output)).toBe(true);
  });

  it("does not tolerate other failures", () => {
    expect(alreadyExists("Authentication error [code: 10000]")).toBe(false);
  });
});

describe("deploySteps", () => {
  const steps = deploySteps("production", {
    databaseName: "truerate",
    buckets: ["truerate-documents"],
    queues: ["notifications", "deadlines", "notifications-dlq"],
    pagesProject: "truerate-portal",
    pagesBranch: "main",
  });

  it("creates the resources, then migrates, then deploys the API and the reader, then the portal", () => {
    expect(steps.map((step) => step.title)).toEqual([
      "D1 database truerate",
      "R2 bucket truerate-documents",
      "queue notifications",
      "queue deadlines",
      "queue notifications-dlq",
      "migrations",
      "the API reference's script",
      "the API worker",
      "the document reader",
      "the portal build",
      "the portal on Pages",
    ]);
  });

  it("tolerates only existing resources and targets the environment everywhere it matters", () => {
    expect(steps.filter((step) => step.tolerateExisting)).toHaveLength(5);
    const joined = (title: string) => steps.find((step) => step.title === title)?.command.join(" ");
    expect(joined("D1 database truerate")).toBe("npx wrangler d1 create truerate --update-config=false");
    expect(joined("migrations")).toBe("npx wrangler d1 migrations apply DB --remote --env production");
    expect(joined("the API worker")).toBe("npx wrangler deploy --env production");
    expect(joined("the document reader")).toBe("npx wrangler deploy -c workers/reader/wrangler.toml --env production");
    expect(joined("the portal on Pages")).toContain("--project-name truerate-portal --branch main");
    expect(steps.at(-1)?.cwd).toBe("portal");
  });
});
