import { AlertDialog, Box, Button, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { TrueRateApiError } from "@truerate/sdk";
import { useId, useState } from "react";
import { useToast } from "../../components/feedback/toaster";
import { Field } from "../../components/forms/field";
import { UNEXPECTED_ERROR } from "../../lib/api-problem";
import { browserApi } from "../../lib/browser-api";

/** docs/product.md#accounts-screens-and-routes and #accounts-business-constants-and-limits: after deletion the app goes to / after 1 second. */
export const AFTER_DELETION_MS = 1_000;

/**
 * The Delete Account card: a confirmation dialog asking for the current password, then DELETE /api/user straight through the
 * portal's /api proxy (the dialog needs script anyway, and a page reload must follow, not a
 * revalidation that would find the user gone). The API clears the session cookie in its answer.
 */
export function DeleteAccountCard() {
  const headingId = useId();
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [currentPassword, setCurrentPassword] = useState("");

  async function deleteAccount() {
    setBusy(true);
    try {
      const { error, response } = await browserApi().DELETE("/api/user", { body: { currentPassword } });
      if (!response.ok) throw new TrueRateApiError(response, error);
      setOpen(false);
      toast({ title: "Account deleted", description: "Your account and personal data have been removed." });
      setTimeout(() => window.location.assign("/"), AFTER_DELETION_MS);
    } catch (error) {
      setBusy(false);
      const description = error instanceof Error && error.message ? error.message : UNEXPECTED_ERROR;
      toast({ title: "Delete failed", description, variant: "destructive" });
    }
  }

  return (
    <Card size="3" asChild>
      <section aria-labelledby={headingId}>
        <Heading as="h2" size="4" mb="2" id={headingId} color="red">
          Delete Account
        </Heading>
        <Text as="p" size="2" color="gray" mb="4">
          Permanently delete your account, your sessions, your personal data and your documents. This cannot be undone.
        </Text>
        <AlertDialog.Root open={open} onOpenChange={(next) => busy || setOpen(next)}>
          <AlertDialog.Trigger>
            <Button color="red" variant="soft">
              Delete Account
            </Button>
          </AlertDialog.Trigger>
          <AlertDialog.Content maxWidth="460px">
            <AlertDialog.Title>Delete your account?</AlertDialog.Title>
            <AlertDialog.Description size="2">
              Your account, sessions, personal data and documents are removed for good. Loads you submitted stay,
              anonymised, so their verified rates remain.
            </AlertDialog.Description>
            <Box mt="4">
              <Field
                label="Current password"
                hint="Your password confirms it is you."
                inputProps={{
                  name: "currentPassword",
                  type: "password",
                  autoComplete: "current-password",
                  value: currentPassword,
                  onChange: (event) => setCurrentPassword(event.currentTarget.value),
                }}
              />
            </Box>
            <Flex gap="3" mt="4" justify="end">
              <AlertDialog.Cancel>
                <Button variant="soft" color="gray" disabled={busy}>
                  Cancel
                </Button>
              </AlertDialog.Cancel>
              <Button color="red" onClick={() => void deleteAccount()} disabled={busy || currentPassword === ""}>
                {busy ? "Deleting..." : "Delete Account"}
              </Button>
            </Flex>
          </AlertDialog.Content>
        </AlertDialog.Root>
      </section>
    </Card>
  );
}
