import { type APIRequestContext, expect } from "@playwright/test";

interface OutboxMail {
  subject: string;
  text: string;
  template: string;
}

/** A recipient's messages in the development outbox (GET /api/dev/mail), newest first. */
export async function readOutbox(request: APIRequestContext, to: string): Promise<OutboxMail[]> {
  const response = await request.get(`/api/dev/mail?${new URLSearchParams({ to })}`);
  expect(response.status(), `GET /api/dev/mail: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { messages: OutboxMail[] }).messages;
}

/**
 * Waits for the newest mail of `template` (the queue consumer writes it a moment after the call)
 * and returns the first match of `pattern` in its text.
 */
export async function waitForMail(
  request: APIRequestContext,
  to: string,
  template: string,
  pattern: RegExp,
  after = 0,
): Promise<string> {
  let found = "";
  await expect
    .poll(
      async () => {
        const mails = (await readOutbox(request, to)).filter((mail) => mail.template === template);
        if (mails.length <= after) return "";
        found = mails[0]?.text.match(pattern)?.[1] ?? "";
        return found;
      },
      { message: `a ${template} mail to ${to}`, timeout: 20_000 },
    )
    .not.toBe("");
  return found;
}

export const verificationCodeOf = (request: APIRequestContext, to: string, after = 0) =>
  waitForMail(request, to, "account-verification", /code is (\d{6})/, after);

export const resetLinkOf = (request: APIRequestContext, to: string) =>
  waitForMail(request, to, "password-reset", /(https?:\/\/\S+\/reset-password\/\S+)/);
