/** One message of the development outbox (GET /api/dev/mail), read defensively. */
export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  template: string;
  status: string;
  createdAt: string;
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

export function parseOutbox(body: unknown): OutboxMail[] {
  const messages = typeof body === "object" && body !== null ? (body as { messages?: unknown }).messages : null;
  if (!Array.isArray(messages)) return [];
  return messages.flatMap((item: unknown) => {
    if (typeof item !== "object" || item === null) return [];
    const mail = item as Record<string, unknown>;
    return [
      {
        id: text(mail.id),
        to: text(mail.to),
        subject: text(mail.subject),
        text: text(mail.text),
        template: text(mail.template),
        status: text(mail.status),
        createdAt: text(mail.createdAt),
      },
    ];
  });
}

/** Splits a mail's text into plain parts and links, so the reset link can be followed from the page. */
export function linkParts(body: string): { text: string; href: string | null }[] {
  return body
    .split(/(https?:\/\/[^\s<>"]+)/g)
    .filter((part) => part !== "")
    .map((part) => ({ text: part, href: /^https?:\/\//.test(part) ? part : null }));
}
