import { Flex } from "@radix-ui/themes";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Screen } from "../../components/shell/screen";
import { signInLocation } from "../../lib/access";
import { getSession } from "../../lib/api.server";
import { avatarUrl } from "../../lib/avatar.server";
import { pageTitle } from "../../lib/meta";
import { useActionToast } from "../../lib/use-action-toast";
import { profileAction } from "./action.server";
import { DeleteAccountCard } from "./delete-account-card";
import { ProfileForm } from "./profile-form";
import { ProfileSummary } from "./profile-summary";
import { SubscriptionManagementCard } from "./subscription-management-card";

export const meta: MetaFunction = () => pageTitle("Profile");

/** The user's own record, from the same GET /api/user the layout made for this request. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await getSession(context, request);
  if (!session.user) throw redirect(signInLocation("/profile", session.expired));
  return { profile: session.user, avatarUrl: await avatarUrl(session.user.email) };
}

export function action(args: ActionFunctionArgs) {
  return profileAction(args);
}

export default function Profile() {
  const { profile, avatarUrl } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  useActionToast(reply?.toast);
  const isAdmin = profile.isAdmin || profile.userType === "admin";
  return (
    <Screen title="Profile" description="Your account details, company information and subscription.">
      <Flex direction="column" gap="5" style={{ maxWidth: 760 }}>
        <ProfileSummary user={profile} avatarUrl={avatarUrl} />
        {/* A saved profile comes back normalised (MC prefix, trimmed): a new key shows it as stored. */}
        <ProfileForm key={JSON.stringify(profile)} profile={profile} reply={reply} />
        {isAdmin ? null : <SubscriptionManagementCard user={profile} />}
        <DeleteAccountCard />
      </Flex>
    </Screen>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../../components/feedback/route-error-boundary";
