import { Badge, Grid } from "@radix-ui/themes";
import { useState } from "react";
import type { FieldErrors } from "../../lib/forms/field-errors";
import { Field } from "../forms/field";
import { useCombobox } from "../forms/suggestion-list";
import { RegistryDropdown } from "./registry-dropdown";
import type { Registry, RegistryMatch } from "./registry-search";
import { useRegistrySearch } from "./use-registry-search";

interface CompanySearchProps {
  registry: Registry;
  inputId: string;
  defaults: { companyName: string; mcNumber: string; dotNumber: string };
  errors: FieldErrors | undefined;
  /** Told of a pick, so the form can fill what else the registry knows (phone, e-mail). */
  onPick?: (match: RegistryMatch) => void;
}

/**
 * Company name, MC and DOT number, with the FMCSA search on the name (docs/product.md#accounts-validation-rules): picking an
 * entry fills the numbers and shows 'FMCSA Verified'; editing any of the three clears that badge,
 * because the numbers no longer come from the registry. Without script the three are plain fields.
 */
export function CompanySearch({ registry, inputId, defaults, errors, onPick }: CompanySearchProps) {
  const [companyName, setCompanyName] = useState(defaults.companyName);
  const [mcNumber, setMcNumber] = useState(defaults.mcNumber);
  const [dotNumber, setDotNumber] = useState(defaults.dotNumber);
  const [verified, setVerified] = useState(false);
  const [typed, setTyped] = useState(false);
  const [searchedRegistry, setSearchedRegistry] = useState(registry);
  // Another account type means another registry: a pick from the other one no longer counts.
  if (searchedRegistry !== registry) {
    setSearchedRegistry(registry);
    setVerified(false);
  }
  const search = useRegistrySearch(registry, companyName, typed);
  const combobox = useCombobox(search, (match) => {
    setCompanyName(match.companyName);
    setMcNumber(match.mcNumber);
    setDotNumber(match.dotNumber);
    setVerified(true);
    setTyped(false);
    onPick?.(match);
  });

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
          ...combobox.inputProps,
          onChange: (event) => {
            setCompanyName(event.currentTarget.value);
            setVerified(false);
            setTyped(true);
            combobox.onType();
          },
          onFocus: () => combobox.setOpen(typed),
        }}
      >
        <RegistryDropdown registry={registry} {...combobox.listProps} />
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
