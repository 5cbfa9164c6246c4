// The SDK as a partner gets it: built, packed, installed into an empty folder outside the
// repository (no access to its node_modules), compiled with `tsc --module nodenext --strict`, and
// run — ESM and CommonJS — verifying a webhook signed by the API's own signer and turning a 429
// problem into a typed error.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { newWebhookSecret, signWebhook } from "@truerate/domain/partners/webhook-signature";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const SDK = import.meta.dirname;
const versionOf = (name: string) =>
  JSON.parse(readFileSync(path.join(SDK, "../node_modules", name, "package.json"), "utf8")).version as string;
/** A command's output; on failure its output is the error's message, so a failing step explains itself. */
function run(command: string, args: string[], cwd: string): string {
  try {
    return execFileSync(command, args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(" ")} failed:\n${stdout ?? ""}${stderr ?? ""}`);
  }
}

const CONSUMER = `import {
  createPartnerClient,
  TrueRateApiError,
  verifyWebhook,
  WebhookVerificationError,
  type PartnerLoadInput,
} from "@truerate/sdk";

const [secret, headers, body] = JSON.parse(process.argv[2] ?? "[]") as [string, Record<string, string>, string];
const event = await verifyWebhook(secret, headers, body);
let forged = "";
try {
  await verifyWebhook(secret, { ...headers, "webhook-signature": "v1,forged" }, body);
} catch (error) {
  if (error instanceof WebhookVerificationError) forged = error.reason;
}

const load: PartnerLoadInput = {
  partnerLoadId: "TMS-1", brokerName: "Lane Freight LLC", brokerEmail: "ops@lanefreight.test", loadNumber: "LN-1",
  pickupCity: "Dallas", pickupState: "TX", deliveryCity: "Atlanta", deliveryState: "GA",
  mileage: 781, weight: 42000, rate: 2150, trailerType: "dry_van",
};
const busy = async () =>
  new Response(JSON.stringify({ code: "TOO_MANY_REQUESTS", message: "Too many requests", requestId: "r-1" }), {
    status: 429,
    headers: { "content-type": "application/problem+json" },
  });
const truerate = createPartnerClient({ baseUrl: "https://api.truerate.test", clientId: "c", clientSecret: "s", fetch: busy });
let problem = "";
try {
  await truerate.pushLoads([load]);
} catch (error) {
  if (error instanceof TrueRateApiError) problem = \`\${error.status} \${error.code} \${error.requestId}\`;
}
console.log(JSON.stringify({ type: event.type, forged, problem }));
`;

let consumer: string;
let tarball: string;

beforeAll(() => {
  run("npm", ["run", "--silent", "build"], SDK);
  consumer = mkdtempSync(path.join(tmpdir(), "truerate-sdk-consumer-"));
  const packed = JSON.parse(
    run("npm", ["pack", path.join(SDK, "dist"), "--json", "--pack-destination", consumer], consumer),
  );
  tarball = path.join(consumer, packed[0].filename);
  writeFileSync(
    path.join(consumer, "package.json"),
    JSON.stringify({ name: "consumer", private: true, type: "module" }),
  );
  run(
    "npm",
    [
      "install",
      "--prefer-offline",
      "--no-audit",
      "--no-fund",
      "--ignore-scripts",
      tarball,
      `typescript@${versionOf("typescript")}`,
      `@types/node@${versionOf("@types/node")}`,
    ],
    consumer,
  );
}, 180_000);

afterAll(() => rmSync(consumer, { recursive: true, force: true }));

describe("the packed SDK", () => {
  it("packs only the build, named and versioned by the contract", () => {
    const manifest = JSON.parse(readFileSync(path.join(consumer, "node_modules/@truerate/sdk/package.json"), "utf8"));
    const contract = JSON.parse(readFileSync(path.join(SDK, "../openapi/openapi.json"), "utf8"));
    expect(manifest).toMatchObject({ name: "@truerate/sdk", version: contract.info.version, license: "MIT" });
    expect(Object.keys(manifest.dependencies)).toEqual(["openapi-fetch"]);
    const files = run("tar", ["-tzf", tarball], consumer).trim().split("\n").sort();
    expect(files).toEqual(
      [
        "CHANGELOG.md",
        "LICENSE",
        "README.md",
        "index.cjs",
        "index.d.cts",
        "index.d.ts",
        "index.js",
        "package.json",
      ].map((file) => `package/${file}`),
    );
    expect(readFileSync(path.join(consumer, "node_modules/@truerate/sdk/index.d.ts"), "utf8")).not.toMatch(
      /from ['"]@truerate\/domain/,
    );
  });

  it("compiles under nodenext and strict, and runs: a verified webhook, a forged one, a typed problem", async () => {
    writeFileSync(path.join(consumer, "index.ts"), CONSUMER);
    const compilerOptions = {
      module: "nodenext",
      strict: true,
      target: "es2022",
      lib: ["es2022", "dom"],
      types: ["node"],
    };
    writeFileSync(path.join(consumer, "tsconfig.json"), JSON.stringify({ compilerOptions, files: ["index.ts"] }));
    run(process.execPath, [path.join(consumer, "node_modules/typescript/bin/tsc"), "-p", "."], consumer);
    const secret = newWebhookSecret();
    const body = JSON.stringify({ type: "load.deadline_met", timestamp: new Date().toISOString(), data: {} });
    const headers = await signWebhook([secret], { id: "msg_1", timestampSeconds: Math.floor(Date.now() / 1000), body });
    const output = run(process.execPath, ["index.js", JSON.stringify([secret, headers, body])], consumer);
    expect(JSON.parse(output)).toEqual({
      type: "load.deadline_met",
      forged: "mismatch",
      problem: "429 TOO_MANY_REQUESTS r-1",
    });
  }, 120_000);

  it("loads through require() as well", () => {
    const script =
      "const sdk = require('@truerate/sdk'); console.log(typeof sdk.createPartnerClient, typeof sdk.verifyWebhook)";
    expect(run(process.execPath, ["-e", script], consumer).trim()).toBe("function function");
  });
});
