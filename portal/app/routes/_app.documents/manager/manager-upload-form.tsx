import { Card, Flex, Heading } from "@radix-ui/themes";
import { useRevalidator } from "@remix-run/react";
import { type ChangeEvent, useId, useState } from "react";
import { UPLOAD_DOCUMENT_TYPE_OPTIONS } from "../../../components/documents/document-types";
import { checkDocumentManagerUpload } from "../../../components/documents/domain";
import { FileField } from "../../../components/documents/file-field";
import { MANAGER_MESSAGES } from "../../../components/documents/messages";
import { UploadProgress } from "../../../components/documents/upload-progress";
import { useUpload } from "../../../components/documents/use-upload";
import { useToast } from "../../../components/feedback/toaster";
import { SelectField } from "../../../components/forms/select-field";
import { problemMessage } from "../../../lib/browser-api";

/**
 * The Document Manager's upload (docs/product.md#load-board-validation-rules): a type first (the file input stays disabled until
 * one is chosen), then a PDF, JPEG or PNG of at most 10MB, sent as soon as it is chosen. The
 * browser checks with the API's own rules and messages; the API checks again, bytes included.
 */
export function ManagerUploadForm() {
  const headingId = useId();
  const { toast } = useToast();
  const { revalidate } = useRevalidator();
  const { upload, percent, busy } = useUpload("/api/documents/upload");
  const [documentType, setDocumentType] = useState("");
  const [errors, setErrors] = useState<string[]>([]);

  function fail(message: string, title: string = message) {
    setErrors([message]);
    toast({ title, ...(title === message ? {} : { description: message }), variant: "destructive" });
  }

  async function send(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0] ?? null;
    if (!file) return;
    const check = checkDocumentManagerUpload({ documentType, file });
    if (!check.ok) {
      input.value = "";
      fail(check.message);
      return;
    }
    setErrors([]);
    const form = new FormData();
    form.set("document", file);
    form.set("documentType", documentType);
    const reply = await upload(form);
    input.value = "";
    if (reply?.data) {
      toast({ title: "Document uploaded", description: `${file.name} is stored, encrypted.` });
      revalidate();
      return;
    }
    fail((reply && problemMessage(reply.status, reply.error)) ?? "Please try again.", MANAGER_MESSAGES.uploadFailed);
  }

  return (
    <Card size="3" asChild>
      <section aria-labelledby={headingId}>
        <Heading as="h2" size="4" mb="3" id={headingId}>
          Upload a document
        </Heading>
        <Flex direction="column" gap="3">
          <SelectField
            label="Document type"
            placeholder="Select document type"
            options={UPLOAD_DOCUMENT_TYPE_OPTIONS}
            selectProps={{
              value: documentType,
              disabled: busy,
              onChange: (event) => {
                setDocumentType(event.currentTarget.value);
                setErrors([]);
              },
            }}
          />
          <FileField
            label="Document file"
            name="document"
            accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
            disabled={!documentType || busy}
            hint={
              documentType
                ? "PDF, JPEG or PNG, up to 10MB. It uploads when you choose it."
                : MANAGER_MESSAGES.typeRequired
            }
            errors={errors}
            onChange={(event) => void send(event)}
          />
          <UploadProgress label="Uploading document" percent={percent} />
        </Flex>
      </section>
    </Card>
  );
}
