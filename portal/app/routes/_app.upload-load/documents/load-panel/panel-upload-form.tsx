import { Button, Flex } from "@radix-ui/themes";
import { type FormEvent, useRef, useState } from "react";
import { UPLOAD_DOCUMENT_TYPE_OPTIONS } from "../../../../components/documents/document-types";
import { checkLoadFormPanelUpload, fileNameWithoutExtension } from "../../../../components/documents/domain";
import { FileField } from "../../../../components/documents/file-field";
import { PANEL_MESSAGES } from "../../../../components/documents/messages";
import { UploadProgress } from "../../../../components/documents/upload-progress";
import { useUpload } from "../../../../components/documents/use-upload";
import { useToast } from "../../../../components/feedback/toaster";
import { Field } from "../../../../components/forms/field";
import { SelectField } from "../../../../components/forms/select-field";
import { problemMessage } from "../../../../lib/browser-api";
import { failureToast } from "../../../../lib/forms/action-reply";

/** What the panel accepts (docs/product.md#load-board-validation-rules): images, PDF, Word and plain text. */
const ACCEPT = ".pdf,.jpg,.jpeg,.png,.gif,.webp,.doc,.docx,.txt,image/*,application/pdf,application/msword,text/plain";

/**
 * The load form's document upload (docs/product.md#load-board-validation-rules): a file and a name (the file's name without its
 * extension until the user types another), checked with the API's panel rules, then sent with a
 * progress bar. It is stored without a load; POST /api/loads links it to the next saved load.
 */
export function PanelUploadForm({ onUploaded }: { onUploaded(): void }) {
  const { toast } = useToast();
  const { upload, percent, busy } = useUpload("/api/documents/upload");
  const [file, setFile] = useState<File | null>(null);
  const [documentName, setDocumentName] = useState("");
  const [documentType, setDocumentType] = useState("");
  const [errors, setErrors] = useState<{ file?: string[]; documentName?: string[] }>({});
  const fileInput = useRef<HTMLInputElement>(null);

  function reset() {
    setFile(null);
    setDocumentName("");
    setDocumentType("");
    setErrors({});
    if (fileInput.current) fileInput.current.value = "";
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = checkLoadFormPanelUpload({ file, documentName });
    if (!check.ok) {
      setErrors({ [check.field === "documentName" ? "documentName" : "file"]: [check.message] });
      toast({ title: check.message, variant: "destructive" });
      return;
    }
    setErrors({});
    const form = new FormData();
    form.set("document", file as File);
    form.set("documentName", check.documentName);
    if (documentType) form.set("documentType", documentType);
    const reply = await upload(form);
    if (reply?.data) {
      toast({
        title: "Document uploaded",
        description: `${check.documentName} will be linked to the next load you save.`,
      });
      reset();
      onUploaded();
      return;
    }
    const message = reply ? problemMessage(reply.status, reply.error) : null;
    toast(failureToast(PANEL_MESSAGES.uploadFailed, message ?? undefined));
  }

  return (
    <form aria-label="Add a document" noValidate onSubmit={(event) => void submit(event)}>
      <Flex direction="column" gap="3">
        <FileField
          ref={fileInput}
          label="Document file"
          name="document"
          accept={ACCEPT}
          disabled={busy}
          hint="Images, PDF, Word or text, up to 10MB."
          errors={errors.file}
          onChange={(event) => {
            const chosen = event.currentTarget.files?.[0] ?? null;
            setFile(chosen);
            setDocumentName(chosen ? fileNameWithoutExtension(chosen.name) : "");
            setErrors({});
          }}
        />
        <Field
          label="Document name"
          errors={errors.documentName}
          inputProps={{
            name: "documentName",
            value: documentName,
            disabled: busy,
            maxLength: 120,
            onChange: (event) => setDocumentName(event.currentTarget.value),
          }}
        />
        <SelectField
          label="Document type"
          placeholder="Other (optional)"
          options={UPLOAD_DOCUMENT_TYPE_OPTIONS.filter((option) => option.value !== "other")}
          selectProps={{
            value: documentType,
            disabled: busy,
            onChange: (event) => setDocumentType(event.currentTarget.value),
          }}
        />
        <UploadProgress label="Uploading document" percent={percent} />
        <Flex>
          <Button type="submit" variant="soft" loading={busy}>
            Upload Document
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
