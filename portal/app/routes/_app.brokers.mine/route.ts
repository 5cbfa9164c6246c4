import { data, type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import { brokerProfilePath } from "../../components/broker-profile/profile-path";
import { signInLocation } from "../../lib/access";
import { apiClient } from "../../lib/api-client.server";

/** /brokers/mine — a broker's way to its brokerage's public profile (its MC number names it). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { data: user, response } = await apiClient(context, request).GET("/api/user");
  if (response.status === 401) throw redirect(signInLocation("/brokers/mine", true));
  if (!user?.mcNumber) throw data(null, { status: 404 });
  throw redirect(brokerProfilePath(`mc:${user.mcNumber}`));
}
