import { z } from "zod";
import type { LoadDeadline } from "./durable-objects/load-deadline";
import type { QueueMessage } from "./queues/messages";

/** The bindings and variables of wrangler.toml, plus the secrets listed in .env.example. */
export interface Env {
  DB: D1Database;
  DOCUMENTS: R2Bucket;
  LOAD_DEADLINES: DurableObjectNamespace<LoadDeadline>;
  NOTIFICATIONS: Queue<QueueMessage>;
  ENVIRONMENT?: string;
  APP_ORIGIN?: string;
  BROKER_ACCESS?: string;
  ADMIN_SIGNUP_CODE?: string;
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  STRIPE_PUBLISHABLE_KEY?: string;
  DOCUMENT_KEYS?: string;
  DOCUMENT_KEY_CURRENT?: string;
  MAIL_PROVIDER_URL?: string;
  MAIL_PROVIDER_TOKEN?: string;
  MAIL_FROM?: string;
  /** Signs partner API access tokens (HS256); required in production. */
  PARTNER_TOKEN_SECRET?: string;
}

const configSchema = z.object({
  ENVIRONMENT: z.enum(["development", "test", "production"]).default("production"),
  APP_ORIGIN: z.url().default("http://127.0.0.1:8788"),
  BROKER_ACCESS: z.enum(["paid", "free"]).default("paid"),
});

export type Config = z.infer<typeof configSchema>;

export class ConfigurationError extends Error {
  override name = "ConfigurationError";
}

/** Parses the worker's settings; a bad value fails loudly instead of running misconfigured. */
export function readConfig(env: Env): Config {
  const parsed = configSchema.safeParse({
    ENVIRONMENT: env.ENVIRONMENT || undefined,
    APP_ORIGIN: env.APP_ORIGIN || undefined,
    BROKER_ACCESS: env.BROKER_ACCESS || undefined,
  });
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join(".")).join(", ");
    throw new ConfigurationError(`Invalid worker configuration: ${fields}`);
  }
  return parsed.data;
}
