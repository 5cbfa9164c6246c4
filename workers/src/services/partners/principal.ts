import type { PartnerScope } from "@truerate/domain/partners/vocabulary";

/** Who is calling the partner API: one client of one organisation, with the scopes of its token. */
export interface PartnerPrincipal {
  clientId: string;
  organisationId: string;
  scopes: PartnerScope[];
}
