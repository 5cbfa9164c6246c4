import { Callout } from "@radix-ui/themes";

/** docs/product.md#accounts-screens-and-routes and #accounts-error-catalogue: the destructive 'Session Expired' alert of the sign-in screen. */
export function SessionExpiredAlert() {
  return (
    <Callout.Root color="red" role="alert">
      <Callout.Text>
        <strong>Session Expired</strong>
        <br />
        Your session has expired. Please log in again.
      </Callout.Text>
    </Callout.Root>
  );
}
