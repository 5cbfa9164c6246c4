/**
 * `npm run deploy` (`-- --env staging` for staging; production by default): the deploy in order.
 * 1. Preflight, which changes nothing: wrangler.toml's environment has a real D1 id and real origins,
 *    and every secret .env.example requires is set on the worker (`wrangler secret list`). Any
 *    problem stops the deploy with what to do.
 * 2. Resources (D1, R2, queues), each "already exists" taken as done; 3. migrations (--remote);
 * 4. the API worker, then the document reader; 5. the portal build and `wrangler pages deploy`.
 * `--plan` prints the steps after the configuration checks, without calling Cloudflare.
 * Needs a Cloudflare login (`npx wrangler login`, or CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID).
 * See docs/operations.md.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { unstable_readConfig } from "wrangler";
import {
  alreadyExists,
  DEPLOY_ENVIRONMENTS,
  type DeployEnvironment,
  declaredSecrets,
  deploySteps,
  type EnvironmentConfig,
  listedSecretNames,
  preflightProblems,
} from "./lib/deploy-preflight";

const root = path.join(import.meta.dirname, "..");
const PAGES_PROJECT = "truerate-portal";
/** The Pages project's production branch: a deploy to it is production, any other branch is preview. */
const PAGES_PRODUCTION_BRANCH = process.env.PAGES_PRODUCTION_BRANCH ?? "main";

function environmentArgument(): DeployEnvironment {
  const index = process.argv.indexOf("--env");
  const value = index >= 0 ? process.argv[index + 1] : "production";
  if (!DEPLOY_ENVIRONMENTS.includes(value as DeployEnvironment)) {
    console.error(`✗ --env must be one of ${DEPLOY_ENVIRONMENTS.join(", ")} (got ${value})`);
    process.exit(2);
  }
  return value as DeployEnvironment;
}

function run(command: string[], cwd = root) {
  const [program = "npx", ...args] = command;
  const result = spawnSync(program, args, { cwd, encoding: "utf8", env: { ...process.env, CI: "1" } });
  const stdout = result.stdout ?? "";
  return { status: result.status ?? 1, stdout, output: `${stdout}${result.stderr ?? ""}` };
}

const environment = environmentArgument();
const plan = process.argv.includes("--plan");
/** The parts of wrangler's resolved configuration a deploy reads (its own types resolve loosely here). */
interface ResolvedEnvironment {
  name?: string;
  vars: Record<string, unknown>;
  d1_databases: { binding: string; database_name?: string; database_id?: string }[];
  r2_buckets: { bucket_name?: string }[];
  queues: { producers?: { queue: string }[]; consumers?: { queue: string; dead_letter_queue?: string }[] };
}
const config: ResolvedEnvironment = unstable_readConfig({ config: path.join(root, "wrangler.toml"), env: environment });
const database = config.d1_databases.find((entry) => entry.binding === "DB");
const environmentConfig: EnvironmentConfig = {
  workerName: config.name ?? "truerate-api",
  databaseName: database?.database_name,
  databaseId: database?.database_id,
  vars: config.vars,
};
const queues = [
  ...(config.queues.producers?.map((producer) => producer.queue) ?? []),
  ...(config.queues.consumers?.flatMap((consumer) => [consumer.queue, consumer.dead_letter_queue ?? []].flat()) ?? []),
];
const steps = deploySteps(environment, {
  databaseName: database?.database_name ?? "truerate",
  buckets: config.r2_buckets.map((bucket) => bucket.bucket_name).filter((name) => name !== undefined),
  queues: [...new Set(queues)],
  pagesProject: PAGES_PROJECT,
  pagesBranch: environment === "production" ? PAGES_PRODUCTION_BRANCH : environment,
});

console.log(`Deploying ${environment}: preflight`);
const declared = declaredSecrets(readFileSync(path.join(root, ".env.example"), "utf8"));
/** The worker's secret names; undefined when they cannot be listed. --plan calls no Cloudflare API, so it assumes them set. */
function presentSecrets(): string[] | undefined {
  if (plan) return declared.map((secret) => secret.name);
  const listed = run(["npx", "wrangler", "secret", "list", "--env", environment, "--format", "json"]);
  if (listed.status === 0) return listedSecretNames(listed.stdout);
  // Not logged in, no network, or no worker yet: wrangler's own words say which.
  console.error(`wrangler secret list failed:\n${listed.output.trim()}`);
  return undefined;
}
const problems = preflightProblems({
  environment,
  config: environmentConfig,
  declared,
  presentSecrets: presentSecrets(),
});
if (problems.length > 0) {
  console.error(`✗ Not deploying ${environment}:`);
  for (const problem of problems) console.error(`  - ${problem}`);
  // --plan still shows the steps; the exit code says a real deploy would refuse.
  if (!plan) process.exit(1);
  process.exitCode = 1;
}

for (const [index, step] of steps.entries()) {
  const where = step.cwd ? ` (in ${step.cwd}/)` : "";
  console.log(`\n[${index + 1}/${steps.length}] ${step.title}: ${step.command.join(" ")}${where}`);
  if (plan) continue;
  const result = run(step.command, path.join(root, step.cwd ?? ""));
  process.stdout.write(result.output);
  if (result.status !== 0) {
    if (step.tolerateExisting && alreadyExists(result.output)) {
      console.log("  already there");
      continue;
    }
    console.error(`✗ ${step.title} failed (exit ${result.status}); nothing after it ran.`);
    process.exit(result.status);
  }
}
console.log(plan ? "\n(--plan: nothing ran)" : `\n✓ ${environment} deployed`);
