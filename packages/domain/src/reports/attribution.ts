// Who a report is from. Publication rules count companies, never accounts or addresses: a report's
// source (who submitted it), its carrier (who hauled it) and its broker (one company, whatever
// address names it). Keys are stored with the load, so every figure can be traced to them.

/**
 * Free mailbox providers: an address there says nothing about the company behind it, so each
 * such address is its own broker. Any other domain is one company's.
 */
export const PERSONAL_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  "aol.com",
  "att.net",
  "bellsouth.net",
  "charter.net",
  "comcast.net",
  "cox.net",
  "gmail.com",
  "gmx.com",
  "googlemail.com",
  "hotmail.com",
  "icloud.com",
  "live.com",
  "mail.com",
  "me.com",
  "msn.com",
  "outlook.com",
  "proton.me",
  "protonmail.com",
  "sbcglobal.net",
  "verizon.net",
  "yahoo.com",
  "ymail.com",
  "zoho.com",
]);

export type SourceKey = `carrier:${string}` | `partner:${string}`;

/** A portal upload's source is the carrier account; a push's is the partner organisation. */
export const carrierSource = (userId: string): SourceKey => `carrier:${userId}`;
export const partnerSource = (organisationId: string): SourceKey => `partner:${organisationId}`;

/** A carrier company: its USDOT number when known (the FMCSA's identity), else the account that hauled it. */
export function carrierKey(carrier: { dotNumber?: string | null; userId?: string | null }): string {
  const dot = carrier.dotNumber?.replace(/\D/g, "");
  if (dot) return `dot:${dot}`;
  return `account:${carrier.userId ?? "deleted"}`;
}

const domainOf = (email: string) => email.slice(email.lastIndexOf("@") + 1).toLowerCase();

/**
 * A broker company: its registered brokerage, else its MC number, else its e-mail domain; an
 * address at a free mailbox provider stands alone. Three addresses at one domain are one broker.
 */
export function brokerKey(broker: { brokerageId?: string | null; mcNumber?: string | null; email: string }): string {
  if (broker.brokerageId) return `brokerage:${broker.brokerageId}`;
  if (broker.mcNumber) return `mc:${broker.mcNumber}`;
  const domain = domainOf(broker.email);
  return PERSONAL_MAIL_DOMAINS.has(domain) ? `email:${broker.email.toLowerCase()}` : `domain:${domain}`;
}
