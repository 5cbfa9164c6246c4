import { Badge, Grid } from "@radix-ui/themes";
import { type KeyboardEvent, useId, useState } from "react";
import type { Registry, RegistryMatch } from "../../lib/auth/registry-search";
import { useRegistrySearch } from "../../lib/auth/use-registry-search";
import type { FieldErrors } from "../../lib/forms/field-errors";
import { Field } from "../forms/field";
import { optionId, RegistryDropdown } from "./registry-dropdown";

interface CompanySearchProps {
  registry: Registry;
  inputId: string;
  defaults: { companyName: string; mcNumber: string; dotNumber: string };
  errors: FieldErrors | undefined;
}

/**
 * Company name, MC and DOT number, with the FMCSA search on the name (spec 000 §5): picking an
 * entry fills the numbers and shows 'FMCSA Verified'; editing any of the three clears that badge,
 * because the numbers no longer come from the registry. Without script the three are plain fields.
 */
export function CompanySearch({ registry, inputId, defaults, errors }: CompanySearchProps) {
  const listId = useId();
  const [companyName, setCompanyName] = useState(defaults.companyName);
  const [mcNumber, setMcNumber] = useState(defaults.mcNumber);
  const [dotNumber, setDotNumber] = useState(defaults.dotNumber);
  const [verified, setVerified] = useState(false);
  const [typed, setTyped] = useState(false);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [searchedRegistry, setSearchedRegistry] = useState(registry);
  // Another account type means another registry: a pick from the other one no longer counts.
  if (searchedRegistry !== registry) {
    setSearchedRegistry(registry);
    setVerified(false);
  }
  const search = useRegistrySearch(registry, companyName, typed);
  const matches = search.status === "done" ? search.results : [];

  function select(match: RegistryMatch) {
    setCompanyName(match.companyName);
    setMcNumber(match.mcNumber);
    setDotNumber(match.dotNumber);
    setVerified(true);
    setTyped(false);
    setOpen(false);
    setActiveIndex(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" && matches.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActiveIndex((index) => Math.min(index + 1, matches.length - 1));
    } else if (event.key === "ArrowUp" && matches.length > 0) {
      event.preventDefault();
      setActiveIndex((index) => Math.max(index - 1, 0));
    } else if (event.key === "Enter" && open && matches[activeIndex]) {
      event.preventDefault(); // choose the entry instead of submitting the form
      select(matches[activeIndex]);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
    }
  }

  const expanded = open && search.status !== "idle";
  return (
    <>
      <Field
        label="Company name"
        errors={errors?.companyName}
        hint="Type at least 2 characters to search the FMCSA registry, then pick your company."
        labelAside={<span role="status">{verified ? <Badge color="green">FMCSA Verified</Badge> : null}</span>}
        inputProps={{
          id: inputId,
          name: "companyName",
          value: companyName,
          autoComplete: "organization",
          role: "combobox",
          "aria-autocomplete": "list",
          "aria-expanded": expanded,
          "aria-controls": listId,
          "aria-activedescendant": expanded && activeIndex >= 0 ? optionId(listId, activeIndex) : undefined,
          onChange: (event) => {
            setCompanyName(event.currentTarget.value);
            setVerified(false);
            setTyped(true);
            setOpen(true);
            setActiveIndex(-1);
          },
          onKeyDown,
          onBlur: () => setOpen(false),
          onFocus: () => setOpen(typed),
        }}
      >
        <RegistryDropdown
          listId={listId}
          registry={registry}
          state={search}
          open={open}
          activeIndex={activeIndex}
          onSelect={select}
        />
      </Field>
      <Grid columns={{ initial: "1", xs: "2" }} gap="3">
        <Field
          label="MC number"
          errors={errors?.mcNumber}
          inputProps={{
            name: "mcNumber",
            value: mcNumber,
            placeholder: "MC123456",
            onChange: (event) => {
              setMcNumber(event.currentTarget.value);
              setVerified(false);
            },
          }}
        />
        <Field
          label="DOT number"
          errors={errors?.dotNumber}
          inputProps={{
            name: "dotNumber",
            value: dotNumber,
            inputMode: "numeric",
            placeholder: "1234567",
            onChange: (event) => {
              setDotNumber(event.currentTarget.value);
              setVerified(false);
            },
          }}
        />
      </Grid>
    </>
  );
}
