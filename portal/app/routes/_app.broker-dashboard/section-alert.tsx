import { Callout } from "@radix-ui/themes";

/** Why a part of the dashboard could not be read (docs/product.md#load-board-roles-and-permissions and #load-board-error-catalogue); the other tabs still work. */
export function SectionAlert({ message }: { message: string }) {
  return (
    <Callout.Root color="red" role="alert">
      <Callout.Text>{message}</Callout.Text>
    </Callout.Root>
  );
}
