import { Flex, Radio, Text } from "@radix-ui/themes";
import { ErrorList } from "../forms/error-list";

const CHOICES = [
  { value: "carrier", label: "Carrier" },
  { value: "broker", label: "Broker" },
  { value: "admin", label: "Admin" },
] as const;

export type RegistrationUserType = (typeof CHOICES)[number]["value"];

export function asRegistrationUserType(value: unknown): RegistrationUserType {
  return CHOICES.find((choice) => choice.value === value)?.value ?? "carrier";
}

interface UserTypeChoiceProps {
  defaultValue: RegistrationUserType;
  onChange(value: RegistrationUserType): void;
  errors?: readonly string[] | undefined;
}

/** Carrier, broker or admin: native radio buttons, so the choice works before the script loads. */
export function UserTypeChoice({ defaultValue, onChange, errors }: UserTypeChoiceProps) {
  return (
    <fieldset className="tr-fieldset" aria-describedby={errors?.length ? "user-type-error" : undefined}>
      <Text as="div" size="2" weight="medium" asChild>
        <legend>I am a</legend>
      </Text>
      <Flex gap="4" mt="1" wrap="wrap">
        {CHOICES.map((choice) => (
          <Text as="label" size="2" key={choice.value} className="tr-inline-choice">
            <Radio
              name="userType"
              value={choice.value}
              defaultChecked={choice.value === defaultValue}
              onValueChange={(value) => onChange(asRegistrationUserType(value))}
            />
            {choice.label}
          </Text>
        ))}
      </Flex>
      <ErrorList id="user-type-error" errors={errors} />
    </fieldset>
  );
}
