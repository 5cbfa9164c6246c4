import { Avatar } from "@radix-ui/themes";
import { avatarInitial } from "../../lib/session-user";

/** The e-mail's initial, replaced by the seeded image once it loads; the initial stays if it fails. */
export function UserAvatar({
  email,
  imageUrl,
  size = "2",
}: {
  email: string;
  imageUrl: string;
  size?: "2" | "3" | "5";
}) {
  return <Avatar size={size} radius="full" src={imageUrl} fallback={avatarInitial(email)} alt="" />;
}
