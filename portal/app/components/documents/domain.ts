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
} from "@truerate/domain/compliance";
export {
  BROKER_SEND_TYPES,
  type BrokerSendType,
  brokerSendStoredAs,
} from "@truerate/domain/documents/broker-send-types";
export { fileNameWithoutExtension } from "@truerate/domain/documents/file-name";
export { formatFileSize } from "@truerate/domain/documents/file-size";
export {
  checkBrokerUpload,
  checkDocumentManagerUpload,
  checkLoadFormPanelUpload,
  UPLOAD_DOCUMENT_TYPES,
} from "@truerate/domain/documents/upload-rules";
export {
  DOCUMENT_TYPES,
  type DocumentType,
} from "@truerate/domain/enums";
