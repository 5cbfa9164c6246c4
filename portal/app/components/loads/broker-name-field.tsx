import { type KeyboardEvent, useId, useState } from "react";
import type { RegistryMatch } from "../../lib/auth/registry-search";
import { useRegistrySearch } from "../../lib/auth/use-registry-search";
import { optionId, RegistryDropdown } from "../auth/registry-dropdown";
import { Field } from "../forms/field";
import { RequiredMark } from "../search/required-mark";

interface BrokerNameFieldProps {
  errors?: readonly string[] | undefined;
}

/**
 * The broker's name with the FMCSA broker search from 2 characters (spec 001 §5), the same search
 * and list as registration. Picking a broker also sends its MC number, which lets the API match a
 * registered brokerage exactly; editing the name afterwards drops that number again.
 */
export function BrokerNameField({ errors }: BrokerNameFieldProps) {
  const listId = useId();
  const [name, setName] = useState("");
  const [mcNumber, setMcNumber] = useState("");
  const [typed, setTyped] = useState(false);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const search = useRegistrySearch("broker", name, typed);
  const matches = search.status === "done" ? search.results : [];
  const expanded = open && search.status !== "idle";

  function choose(match: RegistryMatch) {
    setName(match.companyName);
    setMcNumber(match.mcNumber);
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
    } else if (event.key === "Enter" && expanded && matches[activeIndex]) {
      event.preventDefault(); // choose the broker instead of submitting the form
      choose(matches[activeIndex]);
    } else if (event.key === "Escape") {
      // Also while a search is still on its way, so its answer does not reopen the list.
      if (expanded) event.preventDefault();
      setOpen(false);
    }
  }

  return (
    <>
      <Field
        label={
          <>
            Broker name <RequiredMark />
          </>
        }
        errors={errors}
        hint="Type at least 2 characters to search the FMCSA broker registry."
        inputProps={{
          name: "brokerName",
          value: name,
          autoComplete: "off",
          role: "combobox",
          "aria-autocomplete": "list",
          "aria-expanded": expanded,
          "aria-controls": listId,
          "aria-activedescendant": expanded && activeIndex >= 0 ? optionId(listId, activeIndex) : undefined,
          onChange: (event) => {
            setName(event.currentTarget.value);
            setMcNumber("");
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
          registry="broker"
          state={search}
          open={open}
          activeIndex={activeIndex}
          onSelect={choose}
        />
      </Field>
      <input type="hidden" name="brokerMcNumber" value={mcNumber} />
    </>
  );
}
