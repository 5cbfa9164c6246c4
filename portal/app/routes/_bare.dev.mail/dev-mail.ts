import type { components } from "@truerate/sdk";

/** One message of the development outbox (GET /api/dev/mail). */
export type OutboxMail = components["schemas"]["OutboxMail"];

/** Splits a mail's text into plain parts and links, so the reset link can be followed from the page. */
export function linkParts(body: string): { text: string; href: string | null }[] {
  return body
    .split(/(https?:\/\/[^\s<>"]+)/g)
    .filter((part) => part !== "")
    .map((part) => ({ text: part, href: /^https?:\/\//.test(part) ? part : null }));
}
