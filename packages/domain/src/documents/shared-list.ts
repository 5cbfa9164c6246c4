import { CARRIER_APPROVAL_STATUSES, DOCUMENT_TYPES, type DocumentType } from "../enums";

/** Shared Documents a page at a time: what a page shows unless asked, and the most it may. */
export const SHARED_DOCUMENTS_PAGE = { default: 20, max: 100 } as const;

/** The longest search of load numbers and file names. */
export const SHARED_SEARCH_MAX_LENGTH = 100;

/** The longest load id a filter may name. */
export const SHARED_LOAD_ID_MAX_LENGTH = 64;

type CarrierApprovalStatus = (typeof CARRIER_APPROVAL_STATUSES)[number];

/** What Shared Documents is narrowed to: each field absent when it does not narrow. */
export interface SharedDocumentsFilter {
  page: number;
  type?: DocumentType;
  status?: CarrierApprovalStatus;
  loadId?: string;
  q?: string;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

/**
 * The filter a page's address asks for, kept to what the API accepts: an unknown type or status,
 * an overlong load id or a page that is no whole number from 1 narrows nothing, so a hand-edited
 * address still shows a list.
 */
export function sharedDocumentsFilter(params: URLSearchParams): SharedDocumentsFilter {
  const page = Number(params.get("page"));
  const loadId = params.get("load")?.trim() ?? "";
  const q = params.get("q")?.trim().slice(0, SHARED_SEARCH_MAX_LENGTH) ?? "";
  const type = oneOf(DOCUMENT_TYPES, params.get("type"));
  const status = oneOf(CARRIER_APPROVAL_STATUSES, params.get("status"));
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    ...(type ? { type } : {}),
    ...(status ? { status } : {}),
    ...(loadId && loadId.length <= SHARED_LOAD_ID_MAX_LENGTH ? { loadId } : {}),
    ...(q ? { q } : {}),
  };
}
