import { Callout } from "@radix-ui/themes";

/** The accounts spec's screens and routes and error catalogue: the destructive 'Session Expired' alert of the sign-in screen. */
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
