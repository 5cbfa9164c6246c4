import { env } from "cloudflare:workers";
import { expect } from "vitest";

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  template: string;
}

export async function outbox(to: string): Promise<OutboxMail[]> {
  const { results } = await env.DB.prepare(
    'SELECT to_address AS "to", subject, text_body AS text, template FROM mail_outbox WHERE to_address = ?1 ORDER BY created_at DESC, rowid DESC',
  )
    .bind(to.toLowerCase())
    .all<OutboxMail>();
  return results;
}

/**
 * Waits until the queue consumer has written the `count`-th mail of a template to the outbox (the
 * real NOTIFICATIONS binding delivers in batches), and returns the newest.
 */
export async function waitForMail(to: string, template: string, count = 1): Promise<OutboxMail> {
  let found: OutboxMail[] = [];
  await expect
    .poll(
      async () => {
        found = (await outbox(to)).filter((mail) => mail.template === template);
        return found.length;
      },
      { timeout: 10_000, interval: 50, message: `${template} mail #${count} to ${to}` },
    )
    .toBeGreaterThanOrEqual(count);
  const newest = found[0];
  if (!newest) throw new Error("unreachable: poll succeeded without mail");
  return newest;
}

export function codeIn(mail: OutboxMail): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`No 6-digit code in: ${mail.text}`);
  return code;
}

export function resetTokenIn(mail: OutboxMail): string {
  const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`No reset link in: ${mail.text}`);
  return token;
}
