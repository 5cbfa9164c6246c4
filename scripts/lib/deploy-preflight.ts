/**
 * The decisions of `npm run deploy` (scripts/deploy.ts), kept pure so they are tested without a
 * Cloudflare account: which secrets .env.example requires, what the preflight refuses, which
 * "create" failures mean the resource is already there, and the commands of a deploy in order.
 */

export const DEPLOY_ENVIRONMENTS = ["staging", "production"] as const;
export type DeployEnvironment = (typeof DEPLOY_ENVIRONMENTS)[number];

/** The zero id wrangler.toml ships with: `wrangler d1 create` prints the real one. */
export const PLACEHOLDER_DATABASE_ID = "00000000-0000-0000-0000-000000000000";

export interface SecretDeclaration {
  name: string;
  /** False when its comment in .env.example says "Production (optional)". */
  required: boolean;
}

const SECRETS_SECTION = "API worker: secrets";

/**
 * The API worker's secrets as .env.example declares them: every `NAME=` of its "API worker:
 * secrets" section, each with the comment block above it deciding whether production needs it.
 */
export function declaredSecrets(envExample: string): SecretDeclaration[] {
  const lines = envExample.split("\n");
  const start = lines.findIndex((line) => line.startsWith("#") && line.includes(SECRETS_SECTION));
  if (start < 0) throw new Error(`.env.example has no "${SECRETS_SECTION}" section`);
  const secrets: SecretDeclaration[] = [];
  let comment: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith("# ───")) break;
    if (line.startsWith("#")) comment.push(line);
    const name = /^([A-Z][A-Z0-9_]*)=/.exec(line)?.[1];
    if (name) {
      secrets.push({ name, required: !comment.some((text) => text.includes("Production (optional)")) });
      comment = [];
    } else if (line.trim() === "") comment = [];
  }
  return secrets;
}

/**
 * The names in `wrangler secret list --format json` output (`[{ "name": …, "type": … }]`), after
 * whatever wrangler prints before it (its banner, a warning).
 */
export function listedSecretNames(output: string): string[] {
  const start = output.search(/^\s*\[\s*(\{|\])/m);
  if (start < 0) throw new Error("wrangler secret list did not answer a JSON list");
  const parsed: unknown = JSON.parse(output.slice(start));
  if (!Array.isArray(parsed)) throw new Error("wrangler secret list did not answer a JSON list");
  return parsed.flatMap((entry) =>
    typeof entry === "object" && entry !== null && "name" in entry && typeof entry.name === "string"
      ? [entry.name]
      : [],
  );
}

/** What the preflight reads of one environment of wrangler.toml. */
export interface EnvironmentConfig {
  /** The deployed worker's name (wrangler.toml's [env.X] name). */
  workerName: string;
  databaseName?: string;
  databaseId?: string;
  vars: Record<string, unknown>;
}

/** An origin nobody can deploy for: not https, local, or under the reserved .example domain. */
function placeholderOrigin(value: unknown): boolean {
  if (typeof value !== "string" || value === "") return true;
  try {
    const url = new URL(value);
    const host = url.hostname;
    return url.protocol !== "https:" || host === "localhost" || host === "127.0.0.1" || host.endsWith(".example");
  } catch {
    return true;
  }
}

/**
 * Everything that stops a deploy before it touches anything, each with what to do; empty means go.
 * `presentSecrets` is undefined when the secrets could not be listed (the worker does not exist yet).
 */
export function preflightProblems(input: {
  environment: DeployEnvironment;
  config: EnvironmentConfig;
  declared: readonly SecretDeclaration[];
  presentSecrets: readonly string[] | undefined;
}): string[] {
  const { environment, config } = input;
  const problems: string[] = [];
  const block = `wrangler.toml [env.${environment}]`;
  if (!config.databaseId || config.databaseId === PLACEHOLDER_DATABASE_ID)
    problems.push(
      `${block} still has the placeholder D1 database id: run \`npx wrangler d1 create ${config.databaseName ?? "<name>"}\` ` +
        `once and put the database_id it prints in [[env.${environment}.d1_databases]].`,
    );
  for (const name of ["APP_ORIGIN", "MAIL_PROVIDER_URL"]) {
    if (placeholderOrigin(config.vars[name]))
      problems.push(
        `${block}.vars ${name} is ${JSON.stringify(config.vars[name] ?? "unset")}: set the real https address.`,
      );
  }
  if (config.vars.ENVIRONMENT !== "production")
    problems.push(`${block}.vars ENVIRONMENT must be "production" (development behaviour must not be deployed).`);
  const put = (name: string) => `npx wrangler secret put ${name} --env ${environment}`;
  if (input.presentSecrets === undefined) {
    problems.push(
      `Could not list the secrets of ${config.workerName} (wrangler's answer is above). Not logged in: ` +
        "`npx wrangler login` or CLOUDFLARE_API_TOKEN. No worker yet: put each required secret first " +
        `(${put("NAME")}; the first one creates the worker), then deploy again.`,
    );
  } else {
    const present = new Set(input.presentSecrets);
    for (const secret of input.declared)
      if (secret.required && !present.has(secret.name))
        problems.push(`Secret ${secret.name} is not set on ${config.workerName}: ${put(secret.name)}`);
  }
  return problems;
}

/** A "create" that failed only because the resource is already there (D1, R2, queues say it differently). */
export function alreadyExists(output: string): boolean {
  return /already exists|already taken|already own/i.test(output);
}

export interface DeployStep {
  /** Shown before the step runs. */
  title: string;
  command: string[];
  /** Run from this directory (relative to the repository root). */
  cwd?: string;
  /** A failure whose output says the resource exists is not a failure. */
  tolerateExisting?: boolean;
}

/** What a deploy creates and where it goes, read from wrangler.toml's environment. */
export interface DeployTargets {
  databaseName: string;
  buckets: readonly string[];
  queues: readonly string[];
  pagesProject: string;
  /** The Pages branch: the project's production branch for production, any other for preview. */
  pagesBranch: string;
}

/** The deploy in order: resources, migrations, the API, the portal (the secrets are checked before). */
export function deploySteps(environment: DeployEnvironment, targets: DeployTargets): DeployStep[] {
  const env = ["--env", environment];
  return [
    {
      title: `D1 database ${targets.databaseName}`,
      // wrangler.toml is written by hand (each environment repeats its bindings): never by wrangler.
      command: ["npx", "wrangler", "d1", "create", targets.databaseName, "--update-config=false"],
      tolerateExisting: true,
    },
    ...targets.buckets.map((bucket) => ({
      title: `R2 bucket ${bucket}`,
      command: ["npx", "wrangler", "r2", "bucket", "create", bucket, "--update-config=false"],
      tolerateExisting: true,
    })),
    ...targets.queues.map((queue) => ({
      title: `queue ${queue}`,
      command: ["npx", "wrangler", "queues", "create", queue],
      tolerateExisting: true,
    })),
    { title: "migrations", command: ["npx", "wrangler", "d1", "migrations", "apply", "DB", "--remote", ...env] },
    { title: "the API reference's script", command: ["npm", "run", "--silent", "assets"] },
    { title: "the API worker", command: ["npx", "wrangler", "deploy", ...env] },
    // Reads what the API queues (decision 0030); its secret DOCUMENT_KEYS is the API's.
    {
      title: "the document reader",
      command: ["npx", "wrangler", "deploy", "-c", "workers/reader/wrangler.toml", ...env],
    },
    { title: "the portal build", command: ["npm", "run", "--silent", "portal:build"] },
    {
      title: "the portal on Pages",
      command: [
        "npx",
        "wrangler",
        "pages",
        "deploy",
        "./build/client",
        "--project-name",
        targets.pagesProject,
        "--branch",
        targets.pagesBranch,
      ],
      cwd: "portal",
    },
  ];
}
