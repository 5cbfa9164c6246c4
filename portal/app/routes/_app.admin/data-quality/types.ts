import type { components } from "@truerate/sdk";

/** The data-quality review's API shapes, straight from the generated SDK. */
type Schemas = components["schemas"];
export type QuarantinedReport = Schemas["QuarantinedReport"];
export type ReviewLaneFigures = Schemas["ReviewLaneFigures"];
export type ReportSourceQuality = Schemas["ReportSourceQuality"];
