import type { ServiceContext } from "../../core/service-context";
import type { MailMessage } from "../../queues/messages";
import { VERIFICATION_CODE_TTL_MS } from "./verification-code";

/**
 * The account e-mails. Each goes as a `mail` job through the NOTIFICATIONS queue; its dedupe key
 * makes a redelivered job write or send nothing twice.
 */
export const MAIL_TEMPLATES = {
  verification: "account-verification",
  passwordReset: "password-reset",
  welcome: "welcome",
} as const;

export const RESET_LINK_TTL_MINUTES = 60;

export function verificationMail(input: { to: string; code: string; userId: string; issuedAt: number }): MailMessage {
  const minutes = VERIFICATION_CODE_TTL_MS / 60_000;
  return {
    kind: "mail",
    dedupeKey: `verification:${input.userId}:${input.issuedAt}`,
    to: input.to,
    template: MAIL_TEMPLATES.verification,
    subject: "Your TrueRate verification code",
    text:
      `Your TrueRate verification code is ${input.code}.\n\n` +
      `Enter it on the 'Check Your Email' screen. It expires in ${minutes} minutes.\n` +
      "If you did not create a TrueRate account, you can ignore this e-mail.",
  };
}

export function passwordResetMail(input: { to: string; link: string; userId: string; issuedAt: number }): MailMessage {
  return {
    kind: "mail",
    dedupeKey: `password-reset:${input.userId}:${input.issuedAt}`,
    to: input.to,
    template: MAIL_TEMPLATES.passwordReset,
    subject: "Reset your TrueRate password",
    text:
      `Someone asked to reset the password of your TrueRate account.\n\n` +
      `Choose a new password here: ${input.link}\n\n` +
      `The link works once and expires in ${RESET_LINK_TTL_MINUTES} minutes. ` +
      "If you did not ask for it, ignore this e-mail: your password stays as it is.",
  };
}

export function welcomeMail(input: { to: string; userId: string; appOrigin: string }): MailMessage {
  return {
    kind: "mail",
    // Once per account, however many times verification is retried.
    dedupeKey: `welcome:${input.userId}`,
    to: input.to,
    template: MAIL_TEMPLATES.welcome,
    subject: "Welcome to TrueRate",
    text:
      "Your e-mail address is verified and your TrueRate account is ready.\n\n" +
      `Sign in at ${input.appOrigin}/login to choose your subscription and see what brokers really paid.`,
  };
}

export async function enqueueMail(ctx: ServiceContext, mail: MailMessage): Promise<void> {
  await ctx.env.NOTIFICATIONS.send(mail);
}
