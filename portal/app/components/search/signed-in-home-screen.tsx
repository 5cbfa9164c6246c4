import type { SessionUser } from "../../lib/session-user";
import { AppShell } from "../shell/app-shell";
import { RadixThemesStylesheet } from "../shell/radix-themes-stylesheet";
import searchStylesHref from "./search.css?url";
import { SignedInHome } from "./signed-in-home";

/**
 * / for a signed-in user: the home search inside the signed-in shell, loaded as one chunk
 * (lib/signed-in-home-chunk.ts). / is not under a layout that links the stylesheets, so the screen
 * links its own, in the server's HTML too.
 */
export function SignedInHomeScreen({ user, avatarUrl }: { user: SessionUser; avatarUrl: string }) {
  return (
    <>
      <RadixThemesStylesheet />
      <link rel="stylesheet" href={searchStylesHref} />
      <AppShell user={user} avatarUrl={avatarUrl}>
        <SignedInHome />
      </AppShell>
    </>
  );
}
