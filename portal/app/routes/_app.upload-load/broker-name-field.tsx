import { useState } from "react";
import { RegistryDropdown } from "../../components/auth/registry-dropdown";
import { useRegistrySearch } from "../../components/auth/use-registry-search";
import { Field } from "../../components/forms/field";
import { useCombobox } from "../../components/forms/suggestion-list";
import { RequiredMark } from "../../components/search/required-mark";

interface BrokerNameFieldProps {
  errors?: readonly string[] | undefined;
  /** The broker as typed or picked, for the identity check beside the form. */
  onBrokerChange?: (broker: { name: string; mcNumber: string }) => void;
}

/**
 * The broker's name with the FMCSA broker search from 2 characters (docs/product.md#load-board-validation-rules), the same search
 * and list as registration. Picking a broker also sends its MC number, which lets the API match a
 * registered brokerage exactly; editing the name afterwards drops that number again.
 */
export function BrokerNameField({ errors, onBrokerChange }: BrokerNameFieldProps) {
  const [name, setName] = useState("");
  const [mcNumber, setMcNumber] = useState("");
  const [typed, setTyped] = useState(false);
  const search = useRegistrySearch("broker", name, typed);
  const combobox = useCombobox(search, (match) => {
    setName(match.companyName);
    setMcNumber(match.mcNumber);
    setTyped(false);
    onBrokerChange?.({ name: match.companyName, mcNumber: match.mcNumber });
  });

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
          ...combobox.inputProps,
          onChange: (event) => {
            setName(event.currentTarget.value);
            setMcNumber("");
            onBrokerChange?.({ name: event.currentTarget.value, mcNumber: "" });
            setTyped(true);
            combobox.onType();
          },
          onFocus: () => combobox.setOpen(typed),
        }}
      >
        <RegistryDropdown registry="broker" {...combobox.listProps} />
      </Field>
      <input type="hidden" name="brokerMcNumber" value={mcNumber} />
    </>
  );
}
