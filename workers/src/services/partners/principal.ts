import type { PartnerScope } from "@truerate/domain/partners/vocabulary";

/** What an access token names: one client of one organisation, with the scopes it was granted. */
export interface TokenPrincipal {
  clientId: string;
  organisationId: string;
  scopes: PartnerScope[];
}

/**
 * Who is calling the partner API: the token's client, its scopes as far as the client still holds
 * them, and whether it is a sandbox client (read from the client row on every request).
 */
export interface PartnerPrincipal extends TokenPrincipal {
  sandbox: boolean;
}
