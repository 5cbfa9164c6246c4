import { Callout } from "@radix-ui/themes";

/** Why a part of the dashboard could not be read (spec 001 §6, §8); the other tabs still work. */
export function SectionAlert({ message }: { message: string }) {
  return (
    <Callout.Root color="red" role="alert">
      <Callout.Text>{message}</Callout.Text>
    </Callout.Root>
  );
}
