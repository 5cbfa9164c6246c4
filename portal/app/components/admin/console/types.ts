import type { components } from "@truerate/sdk";

/** The admin console's API shapes, straight from the generated SDK. */
type Schemas = components["schemas"];
export type DeadlineRecord = Schemas["DeadlineRecord"];
export type AdminComplianceRow = Schemas["AdminComplianceRow"];
export type AdminDocument = Schemas["AdminDocument"];
export type BrokerageSearchResult = Schemas["BrokerageSearchResult"];
export type BrokerageDetails = Schemas["BrokerageDetails"];
export type ComplaintPacket = Schemas["ComplaintPacket"];
export type Complaint = Schemas["Complaint"];
