import { z } from "@hono/zod-openapi";
import { brokerIdentityQuestionSchema } from "@truerate/domain/brokers/identity/question";
import {
  type IdentityVerdict,
  identityCheckKindSchema,
  identityCheckSchema,
  identityEvidenceSchema,
  identityOutcomeSchema,
  identityVerdictSchema,
} from "@truerate/domain/brokers/identity/schema";
import { identitySummarySchema } from "@truerate/domain/brokers/identity/summary";
import { cursorPageQuery, type PageLimits } from "./list-query";
import { documented } from "./openapi";

/** The rule in one sentence, repeated wherever the API answers a verdict (docs/broker-identity.md). */
export const IDENTITY_RULE =
  "Whether the broker is who the load says: its FMCSA authority and the authority's age, the e-mail domain " +
  "against the broker's own (look-alikes fail), the rate confirmation's broker and carrier against the load's " +
  "(another carrier's MC is the double-brokering sign), and how many unrelated domains and names the MC was " +
  "reported with. The verdict is the worst check: fail, then warn, then unknown (the data to decide is missing, " +
  "never a pass), then pass.";

/** A verdict that fails: a revoked authority, quoted with its file. */
const IDENTITY_EXAMPLE: IdentityVerdict = {
  outcome: "fail",
  checks: [
    {
      kind: "authority",
      outcome: "fail",
      sentence:
        "Gone Brokers Inc (MC123456) has no broker authority in force: revoked or inactive in the FMCSA registry as of 2026-11-20.",
      evidence: [
        { label: "MC number", value: "MC123456", source: "the load as reported" },
        {
          label: "Authority status",
          value: "INACTIVE",
          source: "FMCSA census file census-2026-11-20.csv, as of 2026-11-20",
        },
      ],
    },
    {
      kind: "contact",
      outcome: "pass",
      sentence: "ops@gonebrokers.com is the e-mail address the FMCSA census gives for MC123456.",
      evidence: [{ label: "E-mail", value: "ops@gonebrokers.com", source: "the load as reported" }],
    },
  ],
};

const established = "FMCSA census file census-2026-11-20.csv, as of 2026-11-20";
/** A broker in good standing by its number: the checks that need no load (the partner scores). */
export const STANDING_EXAMPLE: IdentityVerdict = {
  outcome: "pass",
  checks: [
    {
      kind: "authority",
      outcome: "pass",
      sentence:
        "Demo Freight Brokerage LLC (MC123456) has active broker authority in the FMCSA census as of 2026-11-20.",
      evidence: [{ label: "Authority status", value: "ACTIVE", source: established }],
    },
    {
      kind: "authority_age",
      outcome: "pass",
      sentence: "Demo Freight Brokerage LLC's broker authority was granted on 2012-03-01, over six months ago.",
      evidence: [
        {
          label: "Granted",
          value: "2012-03-01",
          source: "FMCSA authority history file AuthHist-2026-11-20.csv, as of 2026-11-20",
        },
      ],
    },
    {
      kind: "history",
      outcome: "pass",
      sentence: "MC123456 was named in 14 reports from 6 carriers in the last 90 days, with its own domain and name.",
      evidence: [{ label: "Reports", value: "14 from 6 carriers, last 90 days", source: "TrueRate's reports" }],
    },
  ],
};

const reported = "the load as reported";
/** A pushed load whose shared rate confirmation names another carrier: the double-brokering sign. */
export const DOUBLE_BROKERED_EXAMPLE: IdentityVerdict = {
  outcome: "fail",
  checks: [
    {
      kind: "authority",
      outcome: "pass",
      sentence:
        "Demo Freight Brokerage LLC (MC1234567) has active broker authority in the FMCSA census as of 2026-11-20.",
      evidence: [{ label: "Authority status", value: "ACTIVE", source: established }],
    },
    {
      kind: "contact",
      outcome: "pass",
      sentence: "dispatch@demofreight.test is the e-mail address the FMCSA census gives for MC1234567.",
      evidence: [{ label: "E-mail", value: "dispatch@demofreight.test", source: reported }],
    },
    {
      kind: "document",
      outcome: "fail",
      sentence:
        "The rate confirmation names another carrier's MC, MC7654321, where this carrier's is MC1234500: a sign the load was double-brokered.",
      evidence: [
        { label: "Carrier name printed", value: "Other Haulers LLC", source: "the rate confirmation, page 1" },
        { label: "Carrier MC printed", value: "MC7654321", source: "the rate confirmation, page 1" },
        { label: "Carrier name", value: "Road Runner Trucking LLC", source: "the carrier's account on TrueRate" },
        { label: "Carrier MC", value: "MC1234500", source: "the carrier's account on TrueRate" },
        { label: "Broker MC printed", value: "MC1234567", source: "the rate confirmation, page 1" },
        { label: "Broker MC", value: "MC1234567", source: reported },
      ],
    },
  ],
};

const outcome = identityOutcomeSchema.openapi("IdentityOutcome", {
  description:
    "pass: the evidence agrees; warn: look before hauling; fail: the evidence contradicts the load; " +
    "unknown: the data to decide is missing.",
  example: "fail",
});

const evidence = documented(identityEvidenceSchema, {
  label: { description: "What the value is.", example: "Authority status" },
  value: { description: "The value as found.", example: "INACTIVE" },
  source: {
    description: "Where it was found: a registry file with its date, the load, a page of the rate confirmation.",
    example: "FMCSA census file census-2026-11-20.csv, as of 2026-11-20",
  },
}).openapi("IdentityEvidence");

export const identityCheckResponseSchema = documented(identityCheckSchema, {
  kind: identityCheckKindSchema.openapi("IdentityCheckKind", { example: "authority" }),
  outcome,
  sentence: {
    description: "The finding in plain words, quoting what contradicts the load when it fails.",
    example:
      "Gone Brokers Inc (MC123456) has no broker authority in force: revoked or inactive in the FMCSA registry as of 2026-11-20.",
  },
  evidence: evidence.array() as unknown as z.ZodArray<typeof identityEvidenceSchema>,
}).openapi("IdentityCheck");
const check = identityCheckResponseSchema;

export const identityVerdictResponseSchema = documented(identityVerdictSchema, {
  outcome,
  checks: check.array().openapi({ description: "One per check, in a fixed order." }) as unknown as z.ZodArray<
    typeof identityCheckSchema
  >,
}).openapi("IdentityVerdict", {
  description: IDENTITY_RULE,
  example: IDENTITY_EXAMPLE,
});

/** A search row's broker identity in brief: what did not pass (a look-alike e-mail domain here). */
export const identitySummaryResponseSchema = documented(identitySummarySchema, {
  outcome,
  concerns: check.array().openapi({
    description:
      "The checks that did not pass, fail first, then warn, then unknown (not enough data); empty only when every check passed. " +
      "The rate confirmation match (a search row is another carrier's load) and the reports history (read on the load page) are left out.",
  }) as unknown as z.ZodArray<typeof identityCheckSchema>,
}).openapi("IdentitySummary", {
  description: `${IDENTITY_RULE} In brief: the verdict and the checks that did not pass.`,
  example: {
    outcome: "fail",
    concerns: [
      {
        kind: "contact",
        outcome: "fail",
        sentence:
          "dispatch@demofriehgt.test names demofriehgt.test, a look-alike of demofreight.test (Demo Freight Brokerage LLC).",
        evidence: [{ label: "E-mail", value: "dispatch@demofriehgt.test", source: "the load as reported" }],
      },
    ],
  },
});

/** POST /api/broker-identity/checks: the load form's broker fields, with its messages. */
export const brokerIdentityQuestionBodySchema = documented(brokerIdentityQuestionSchema, {
  brokerName: { description: "The broker's name as the carrier typed it.", example: "Demo Freight Brokerage LLC" },
  brokerEmail: {
    description: "The broker's e-mail as typed; optional while the form is being filled in.",
    example: "dispatch@demofreight.test",
  },
  brokerMcNumber: {
    description: "The broker's MC number, 6-7 digits with or without 'MC'; optional.",
    example: "MC1234567",
  },
}).openapi("BrokerIdentityQuestion");

/** GET /api/admin/identity-flags: a cursor page (schemas/list-query.ts). */
export function identityFlagsQuerySchema(limits: PageLimits) {
  return z.object(cursorPageQuery(limits));
}

const identityFlagSchema = z
  .object({
    loadId: z.string().openapi({ example: "7f1c2d9e-4b7a-4c33-9a55-2f0d6c1e8b10" }),
    loadNumber: z.string().openapi({ example: "LD-884120" }),
    uploadedAt: z.string().openapi({ format: "date-time", example: "2026-11-24T15:04:05.000Z" }),
    broker: z.object({
      name: z.string().openapi({ example: "Gone Brokers Inc" }),
      email: z.string().nullable().openapi({ example: "ops@gonebrokers.com" }),
      mcNumber: z.string().nullable().openapi({ example: "MC123456" }),
    }),
    carrierName: z.string().nullable().openapi({ example: "Road Runner Trucking LLC" }),
    failing: check.array().openapi({ description: "The checks that failed, each with its evidence." }),
  })
  .openapi("IdentityFlag", { description: "A load whose broker identity fails." });

export const identityFlagsPageSchema = z
  .object({
    items: identityFlagSchema.array(),
    nextCursor: z.string().nullable().openapi({
      description:
        "Pass as `cursor` for more; null when every load was checked. A page may be short and still have one.",
      example: null,
    }),
  })
  .openapi("IdentityFlagsPage");
