import { Flex } from "@radix-ui/themes";
import type { ActionFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { replyNotices } from "../../components/loads/upload-reply";
import { Screen } from "../../components/shell/screen";
import { pageTitle } from "../../lib/meta";
import { useActionToast } from "../../lib/use-action-toast";
import { uploadLoadAction } from "./action.server";
import { LoadDocumentsPanel } from "./documents/load-documents-panel";
import { LoadForm } from "./load-form";
import { LoadSavedCallout } from "./load-saved-callout";

export const meta: MetaFunction = () => pageTitle("Upload New Load");

export const action = (args: ActionFunctionArgs) => uploadLoadAction(args);

export default function UploadLoad() {
  const reply = useActionData<typeof action>();
  const navigation = useNavigation();
  // A refusal that names fields is told in the form, next to them: a toast would cover them.
  const notices = replyNotices(reply);
  useActionToast(notices.toast);
  // A new key after each save remounts the form: every field, typed or chosen, starts over (docs/product.md#load-board-states-and-transitions).
  const [savedLoadId, setSavedLoadId] = useState<string | null>(null);
  if (reply?.ok && reply.loadId !== savedLoadId) setSavedLoadId(reply.loadId);
  const errors = reply && !reply.ok ? reply.fields : {};
  return (
    <Screen
      title="Upload New Load"
      description="Submit a completed load and its documents to start the 48-hour broker deadline."
    >
      <Flex direction="column" gap="5">
        {reply?.ok ? <LoadSavedCallout loadId={reply.loadId} saved={reply.saved} now={reply.now} /> : null}
        <LoadForm
          key={savedLoadId ?? "new"}
          busy={navigation.state === "submitting"}
          errors={errors}
          notice={notices.inForm}
        />
        <LoadDocumentsPanel lastSavedLoadId={savedLoadId} />
      </Flex>
    </Screen>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../../components/feedback/route-error-boundary";
