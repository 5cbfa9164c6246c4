import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { SharedDocumentsView } from "../components/documents/carrier/shared-documents-view";
import { DocumentManager } from "../components/documents/manager/document-manager";
import { Screen } from "../components/shell/screen";
import { signInLocation } from "../lib/access";
import { getSession } from "../lib/api.server";
import { fetchCarrierDocuments, fetchOwnerDocuments } from "../lib/documents/documents.server";
import { documentsAction } from "../lib/documents/documents-action.server";
import { pageTitle } from "../lib/meta";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageTitle(data?.view === "carrier" ? "Shared Documents" : "Document Manager");

/**
 * The load-board spec's screens and routes: carriers see the documents brokers shared with them; everyone else the Document
 * Manager of their own uploads. The API enforces the same split (Shared Documents answer 403 to
 * anyone but a carrier). `now` is the loader's clock, so deadline labels render the same twice.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await getSession(context, request);
  if (!session.user) throw redirect(signInLocation("/documents", session.expired));
  const now = Date.now();
  if (session.user.userType === "carrier") {
    return { view: "carrier" as const, carrier: await fetchCarrierDocuments(context, request), now };
  }
  return { view: "manager" as const, manager: await fetchOwnerDocuments(context, request), now };
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

export { RouteErrorBoundary as ErrorBoundary } from "../components/feedback/route-error-boundary";
