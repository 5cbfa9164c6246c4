import { Button, Dialog, Flex, Text } from "@radix-ui/themes";
import { type FormEvent, useId, useState } from "react";
import { BROKER_SEND_TYPE_OPTIONS } from "../../components/documents/document-types";
import { checkBrokerUpload, fileNameWithoutExtension } from "../../components/documents/domain";
import { FileField } from "../../components/documents/file-field";
import { BROKER_MESSAGES } from "../../components/documents/messages";
import { UploadProgress } from "../../components/documents/upload-progress";
import { useUpload } from "../../components/documents/use-upload";
import { useToast } from "../../components/feedback/toaster";
import { TextAreaInput } from "../../components/forms/controls";
import { SelectField } from "../../components/forms/select-field";
import { problemMessage } from "../../lib/browser-api";
import type { ToastInput } from "../../lib/toast-queue";
import type { VerificationResult } from "./documents/verification";

const ACCEPT = ".pdf,.doc,.docx,.jpg,.jpeg,.png";
const CUSTOM_MESSAGE_MAX = 1000;

function splitUnexpected(): ToastInput {
  const [title, description] = BROKER_MESSAGES.unexpectedFormat.split(": ");
  return {
    title: title ?? BROKER_MESSAGES.uploadFailed,
    ...(description ? { description } : {}),
    variant: "destructive",
  };
}

interface SendDocumentsFormProps {
  loadId: string;
  onSent(result: VerificationResult): void;
}

/**
 * The form of 'Send Compliance Documents' (docs/product.md#load-board-validation-rules): what the document is
 * (docs/product.md's 'compliance' unless the broker says it is the rate confirmation, the invoice, …), one
 * file (PDF, DOC, DOCX, JPG, JPEG or PNG, up to 10MB) and an optional message, checked with the
 * API's broker rules, then sent with a progress bar.
 */
export function SendDocumentsForm({ loadId, onSent }: SendDocumentsFormProps) {
  const messageId = useId();
  const { toast } = useToast();
  const { upload, percent, busy } = useUpload("/api/broker-documents/upload");
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<string[]>([]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = checkBrokerUpload({ file, loadId });
    if (!check.ok) {
      setErrors([check.message]);
      const title = check.problem === "missing" ? BROKER_MESSAGES.missingInformation : BROKER_MESSAGES.uploadFailed;
      toast({ title, description: check.message, variant: "destructive" });
      return;
    }
    setErrors([]);
    const fields = new FormData(event.currentTarget);
    const message = fields.get("customMessage");
    const form = new FormData();
    form.set("document", file as File);
    form.set("loadId", loadId);
    form.set("documentType", String(fields.get("documentType") ?? "compliance"));
    form.set("documentName", fileNameWithoutExtension((file as File).name));
    if (typeof message === "string" && message.trim()) form.set("customMessage", message.trim());
    const reply = await upload(form);
    if (reply && !reply.isJson) {
      toast(splitUnexpected());
      return;
    }
    if (reply?.data) {
      onSent(reply.data);
      return;
    }
    const description = (reply && problemMessage(reply.status, reply.error)) ?? "Please try again.";
    setErrors([description]);
    toast({ title: BROKER_MESSAGES.uploadFailed, description, variant: "destructive" });
  }

  return (
    <form aria-label="Compliance document" noValidate onSubmit={(event) => void submit(event)}>
      <Flex direction="column" gap="3">
        <SelectField
          label="Document type"
          options={BROKER_SEND_TYPE_OPTIONS}
          selectProps={{ name: "documentType", defaultValue: "compliance", disabled: busy }}
        />
        <FileField
          label="Document file"
          name="document"
          accept={ACCEPT}
          disabled={busy}
          hint="PDF, DOC, DOCX, JPG or PNG, up to 10MB."
          errors={errors}
          onChange={(event) => {
            setFile(event.currentTarget.files?.[0] ?? null);
            setErrors([]);
          }}
        />
        <Flex direction="column" gap="1">
          <Text as="label" htmlFor={messageId} size="2" weight="medium">
            Message to the carrier (optional)
          </Text>
          <TextAreaInput id={messageId} name="customMessage" rows={3} maxLength={CUSTOM_MESSAGE_MAX} disabled={busy} />
        </Flex>
        <UploadProgress label="Sending document" percent={percent} />
        <Flex gap="3" justify="end">
          <Dialog.Close>
            <Button type="button" variant="soft" color="gray" disabled={busy}>
              Cancel
            </Button>
          </Dialog.Close>
          <Button type="submit" loading={busy}>
            Send Documents
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
