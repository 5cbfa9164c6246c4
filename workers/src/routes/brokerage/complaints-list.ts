import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { serviceContext } from "../../http/service-context";
import { noStore, signedIn } from "../../http/signed-in";
import { listBrokerageComplaintsResponseSchema } from "../../schemas/admin/console";
import { listBrokerageComplaints } from "../../services/complaints/brokerage-replies";

const route = createRoute({
  operationId: "listBrokerageComplaints",
  method: "get",
  path: "/api/brokerage/complaints",
  tags: ["Brokerage"],
  summary: "Complaints filed with FMCSA about the caller's brokerage",
  description: "Members of the brokerage only; newest first, with the brokerage's reply.",
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, noStore] as const,
  responses: {
    200: {
      description: "Complaints",
      content: { "application/json": { schema: listBrokerageComplaintsResponseSchema } },
    },
    ...errorResponses(401, 403),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => c.json({ complaints: await listBrokerageComplaints(serviceContext(c)) }, 200));
}
