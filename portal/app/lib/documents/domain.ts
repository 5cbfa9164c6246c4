/**
 * The API's pure document and compliance rules the portal mirrors, imported from the workers
 * workspace by path (as lib/domain.ts does for accounts): the three upload rule sets with their
 * exact messages, file sizes and names, deadline labels, urgency and rating bands. Pure modules
 * only, no worker bindings (and no zod) behind them, so they are safe in a page's script.
 */

export {
  CARRIER_DEADLINE_STATUSES,
  type CarrierDeadlineStatus,
  COMPLIANCE_BAND_LABELS,
  type ComplianceBand,
  carrierDeadlineStatus,
  complianceBand,
  type DeadlineUrgency,
  deadlineUrgency,
  hoursRemaining,
} from "@truerate/domain/compliance";
export { fileNameWithoutExtension } from "@truerate/domain/documents/file-name";
export { formatFileSize, MAX_DOCUMENT_BYTES } from "@truerate/domain/documents/file-size";
export {
  BROKER_UPLOAD_RULES,
  checkBrokerUpload,
  checkDocumentManagerUpload,
  checkLoadFormPanelUpload,
  DOCUMENT_MANAGER_RULES,
  LOAD_FORM_PANEL_RULES,
  UPLOAD_DOCUMENT_TYPES,
  type UploadCheck,
  type UploadedFileInfo,
  type UploadRuleSet,
} from "@truerate/domain/documents/upload-rules";
export {
  DOCUMENT_TYPES,
  type DocumentType,
  NOTIFICATION_TYPES,
} from "@truerate/domain/enums";
