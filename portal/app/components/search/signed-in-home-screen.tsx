import type { SessionUser } from "../../lib/session-user";
import { AppShell } from "../shell/app-shell";
import { SignedInHome } from "./signed-in-home";

/** / for a signed-in user: the home search inside the signed-in shell (loaded as one chunk, lib/signed-in-home-chunk.ts). */
export function SignedInHomeScreen({ user, avatarUrl }: { user: SessionUser; avatarUrl: string }) {
  return (
    <AppShell user={user} avatarUrl={avatarUrl}>
      <SignedInHome />
    </AppShell>
  );
}
