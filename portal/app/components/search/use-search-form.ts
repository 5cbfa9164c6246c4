import { useNavigate } from "@remix-run/react";
import { DEFAULT_SEARCH_RADIUS_MILES } from "@truerate/domain/search-radius";
import { SEARCH_MESSAGES } from "@truerate/domain/validation/search-messages";
import { useState } from "react";
import type { FieldErrors } from "../../lib/forms/field-errors";
import { useToast } from "../feedback/toaster";
import { runSearch, SEARCH_FAILED, TRY_AGAIN_LATER } from "../loads/run-search";
import type { SearchFormValues } from "../loads/search-request";
import { storeSearchResultsOf } from "../loads/search-results-storage";
import { NO_PLACE } from "../places/location";

const INITIAL_VALUES: SearchFormValues = {
  origin: NO_PLACE,
  destination: NO_PLACE,
  originRadius: String(DEFAULT_SEARCH_RADIUS_MILES),
  destinationRadius: String(DEFAULT_SEARCH_RADIUS_MILES),
  trailerType: "",
  startDate: "",
  endDate: "",
};

/**
 * The search flow of docs/product.md#load-board-states-and-transitions: check the form, search with a spinner, store the rows in session
 * storage and open /search-results; an empty result stays here with the info toast.
 */
export function useSearchForm() {
  const navigate = useNavigate();
  const { toast } = useToast();
  const [values, setValues] = useState(INITIAL_VALUES);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  /** The last search found nothing: the form says so in place, with what to change, until edited. */
  const [empty, setEmpty] = useState(false);

  function update<K extends keyof SearchFormValues>(key: K, value: SearchFormValues[K]) {
    setEmpty(false);
    setValues((current) => ({ ...current, [key]: value }));
  }

  async function submit() {
    if (busy) return;
    // The schema (and zod under it) is needed only on submit: kept out of the page's first paint.
    const { validateSearch } = await import("../loads/search-request");
    const check = validateSearch(values);
    if (!check.ok) {
      setErrors(check.fields);
      toast(check.toast);
      return;
    }
    setErrors({});
    setBusy(true);
    const outcome = await runSearch(check.body);
    if (!outcome.ok) {
      setBusy(false);
      toast({ title: SEARCH_FAILED, description: outcome.message, variant: "destructive" });
      return;
    }
    if (outcome.data.length === 0) {
      setBusy(false);
      setEmpty(true);
      toast({ title: SEARCH_MESSAGES.noResults, description: SEARCH_MESSAGES.noResultsDescription, variant: "info" });
      return;
    }
    // An area search keeps what was asked in the URL, so a reload or Back runs it again (search-url.ts).
    const { searchUrlQuery } = await import("../loads/search-url");
    const query = searchUrlQuery(check.body);
    try {
      storeSearchResultsOf(window.sessionStorage, outcome.data, query);
    } catch (error) {
      // Storage full or disabled: the results page would have nothing to show.
      console.error("Could not store the search results", error);
      setBusy(false);
      toast({ title: SEARCH_FAILED, description: TRY_AGAIN_LATER, variant: "destructive" });
      return;
    }
    navigate(query === null ? "/search-results" : `/search-results?${query}`);
  }

  return { values, errors, busy, empty, update, submit };
}
