import { ConfigurationError, readConfig } from "../../core/env";
import type { MailMessage } from "../../core/queue-messages";
import type { ServiceContext } from "../../core/service-context";
import { createDb } from "../../db/client";
import { insertOutboxMail } from "../../db/queries/mail";

/** Sends one e-mail. Implementations must be idempotent per `dedupeKey`. */
export interface Mailer {
  send(mail: MailMessage): Promise<void>;
}

/** Development and test mailer: mail lands in the `mail_outbox` table, readable at /api/dev/mail. */
export class OutboxMailer implements Mailer {
  constructor(private readonly db: D1Database) {}

  async send(mail: MailMessage): Promise<void> {
    await insertOutboxMail(createDb(this.db), mail, new Date(Date.now()));
  }
}

/** Production mailer: a JSON POST to an HTTP mail provider, with the dedupe key as idempotency key. */
export class HttpMailer implements Mailer {
  constructor(
    private readonly url: string,
    private readonly token: string,
    private readonly from: string,
  ) {}

  async send(mail: MailMessage): Promise<void> {
    const response = await fetch(this.url, {
      method: "POST",
      headers: {
        authorization: `Bearer ${this.token}`,
        "content-type": "application/json",
        "idempotency-key": mail.dedupeKey,
      },
      body: JSON.stringify({ from: this.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html }),
    });
    if (!response.ok) throw new Error(`Mail provider answered ${response.status}`);
  }
}

/**
 * The HTTP mailer when a provider is configured, otherwise the outbox. In production a missing
 * provider is a configuration error, not a reason to write real users' mail to a table no one reads.
 */
export function createMailer(ctx: Pick<ServiceContext, "env">): Mailer {
  const { env } = ctx;
  if (env.MAIL_PROVIDER_URL && env.MAIL_PROVIDER_TOKEN) {
    return new HttpMailer(
      env.MAIL_PROVIDER_URL,
      env.MAIL_PROVIDER_TOKEN,
      env.MAIL_FROM ?? "TrueRate <no-reply@truerate.app>",
    );
  }
  if (readConfig(env).ENVIRONMENT === "production") {
    throw new ConfigurationError("MAIL_PROVIDER_URL and MAIL_PROVIDER_TOKEN are required in production");
  }
  return new OutboxMailer(env.DB);
}
