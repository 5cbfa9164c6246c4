import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { type SharedDocumentsFilter, sharedDocumentsFilter } from "@truerate/domain/documents/shared-list";
import type { TrueRateClient } from "@truerate/sdk";
import { CARRIER_DOCUMENT_MESSAGES } from "../../components/documents/messages";
import type { OwnerDocument } from "../../components/documents/owner-documents";
import { Screen } from "../../components/shell/screen";
import { signInLocation } from "../../lib/access";
import { getSession } from "../../lib/api.server";
import { apiClient } from "../../lib/api-client.server";
import { pageTitle } from "../../lib/meta";
import { failed, type Result, resultOf, succeeded } from "../../lib/result";
import { documentsAction } from "./action.server";
import { SharedDocumentsView } from "./carrier/shared-documents-view";
import type { CarrierDocuments } from "./carrier-shared";
import { DocumentManager } from "./manager/document-manager";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageTitle(data?.view === "carrier" ? "Shared Documents" : "Document Manager");

/**
 * docs/product.md#load-board-screens-and-routes: carriers see the documents brokers shared with them; everyone else the Document
 * Manager of their own uploads. The API enforces the same split (Shared Documents answer 403 to
 * anyone but a carrier). `now` is the loader's clock, so deadline labels render the same twice.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await getSession(context, request);
  if (!session.user) throw redirect(signInLocation("/documents", session.expired));
  const now = Date.now();
  const api = apiClient(context, request);
  if (session.user.userType === "carrier")
    return {
      view: "carrier" as const,
      carrier: await carrierDocuments(api, sharedDocumentsFilter(new URL(request.url).searchParams)),
      now,
    };
  const owned = resultOf(await api.GET("/api/documents"), loadFailed, signedOut);
  const manager: Result<OwnerDocument[]> = owned.ok ? succeeded(owned.data.documents) : owned;
  return { view: "manager" as const, manager, now };
}

const { signedOut, loadFailed } = CARRIER_DOCUMENT_MESSAGES;

/**
 * The carrier's page of Shared Documents (as the address filters it) and unread notifications,
 * read together. A 401 is 'Authentication required', a 400 the API's own message, anything else
 * that fails 'Error loading documents' (docs/product.md#load-board-error-catalogue). Notifications are
 * secondary: when only they fail, the documents still show.
 */
async function carrierDocuments(api: TrueRateClient, filter: SharedDocumentsFilter): Promise<Result<CarrierDocuments>> {
  const [shared, notices] = await Promise.all([
    api.GET("/api/documents/carrier/shared", { params: { query: filter } }),
    api.GET("/api/documents/carrier/notifications"),
  ]);
  if (shared.response.status === 401) return failed(signedOut);
  if (!shared.data) return failed(shared.response.status === 400 ? (shared.error?.message ?? loadFailed) : loadFailed);
  if (!notices.data) console.error(`GET /api/documents/carrier/notifications answered ${notices.response.status}`);
  const { success: _success, ...page } = shared.data;
  return succeeded({ page, filter, notifications: notices.data?.notifications ?? [] });
}

export const action = (args: ActionFunctionArgs) => documentsAction(args);

export default function Documents() {
  const data = useLoaderData<typeof loader>();
  if (data.view === "carrier") {
    return (
      <Screen
        title="Shared Documents"
        description="Rate confirmations and invoices your brokers sent for your loads. View, then approve or decline each one."
      >
        <SharedDocumentsView result={data.carrier} serverNow={data.now} />
      </Screen>
    );
  }
  return (
    <Screen title="Document Manager" description="Your own load documents: upload, open, download or delete them.">
      <DocumentManager result={data.manager} />
    </Screen>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../../components/feedback/route-error-boundary";
