import type { MailMessage } from "../../core/queue-messages";
import type { ServiceContext } from "../../core/service-context";
import { VERIFICATION_CODE_TTL_MS } from "./verification-code";

/**
 * The account e-mails. Each goes as a `mail` job through the NOTIFICATIONS queue; its dedupe key
 * makes a redelivered job write or send nothing twice.
 */
export const MAIL_TEMPLATES = {
  verification: "account-verification",
  passwordReset: "password-reset",
  welcome: "welcome",
  emailChangeRequested: "email-change-requested",
  emailChanged: "email-changed",
  accountDeleted: "account-deleted",
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

/** To the old address when a change is asked for: the owner hears of it while they can still act. */
export function emailChangeRequestedMail(input: {
  to: string;
  newEmail: string;
  userId: string;
  issuedAt: number;
}): MailMessage {
  return {
    kind: "mail",
    dedupeKey: `email-change-requested:${input.userId}:${input.issuedAt}`,
    to: input.to,
    template: MAIL_TEMPLATES.emailChangeRequested,
    subject: "Your TrueRate e-mail address is being changed",
    text:
      `Someone signed in to your TrueRate account asked to change its e-mail address to ${input.newEmail}.\n\n` +
      "This address stays the account's address until the new one is verified with the code we sent there. " +
      "If this was not you, reset your password now: that signs every session out.",
  };
}

export function emailChangedMail(input: {
  to: string;
  newEmail: string;
  userId: string;
  changedAt: number;
}): MailMessage {
  return {
    kind: "mail",
    dedupeKey: `email-changed:${input.userId}:${input.changedAt}`,
    to: input.to,
    template: MAIL_TEMPLATES.emailChanged,
    subject: "Your TrueRate e-mail address was changed",
    text:
      `The e-mail address of your TrueRate account is now ${input.newEmail}.\n\n` +
      "If this was not you, contact TrueRate support and reply to this e-mail.",
  };
}

export function accountDeletedMail(input: { to: string; userId: string }): MailMessage {
  return {
    kind: "mail",
    dedupeKey: `account-deleted:${input.userId}`,
    to: input.to,
    template: MAIL_TEMPLATES.accountDeleted,
    subject: "Your TrueRate account was deleted",
    text:
      "Your TrueRate account, its sessions, personal data and documents were deleted.\n\n" +
      "If this was not you, contact TrueRate support and reply to this e-mail.",
  };
}

export async function enqueueMail(ctx: ServiceContext, mail: MailMessage): Promise<void> {
  await ctx.env.NOTIFICATIONS.send(mail);
}
