import { existingSandboxLoads, writeSandboxPush } from "../../../db/queries/sandbox-loads";
import type { ReportReview } from "../../../schemas/loads";
import { reportReview } from "../../reports/review";
import type { ExistingLoads, PushStore } from "../loads/push-store";
import { newSandboxRow, sandboxContent } from "./rows";

/**
 * The sandbox's loads: the same checks and answers as a live push, written only to `sandbox_loads`.
 * Nothing reaches `loads`, so no lane figure, search, broker mail, 371.3 request or deadline sees them.
 */
export const sandboxStore: PushStore = {
  async existing(ctx, partner, accepted) {
    const existing: ExistingLoads = new Map();
    const results = await existingSandboxLoads(ctx.env.DB, {
      organisationId: partner.organisationId,
      partnerLoadIds: accepted.map((item) => item.partnerLoadId),
    });
    for (const row of results) existing.set(row.partner_load_id, { loadId: row.load_id, bodyHash: row.body_hash });
    return existing;
  },

  async write(ctx, { partner }, created, updated) {
    const now = ctx.now();
    const inserts = created.map(({ item, row }) => ({
      partnerLoadId: item.partnerLoadId,
      loadId: row.id,
      bodyHash: item.bodyHash,
      row: newSandboxRow(row),
    }));
    const changes = updated.map(({ item, loadId, content }) => ({
      loadId,
      bodyHash: item.bodyHash,
      patch: {
        ...sandboxContent(content),
        ...(content.quarantine === null ? {} : { review_status: "quarantined", review_reason: content.quarantine }),
      },
    }));
    const written = await writeSandboxPush(ctx.env.DB, {
      organisationId: partner.organisationId,
      now,
      inserts: JSON.stringify(inserts),
      changes: JSON.stringify(changes),
    });
    return new Map<string, ReportReview>(
      written.map((row) => [row.id, reportReview(row.review_status, row.review_reason)]),
    );
  },

  // No 371.3 request, no deadline, no event: a sandbox load never leaves the sandbox.
  created: async () => {},
};
