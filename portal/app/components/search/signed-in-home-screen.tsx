import type { SessionUser } from "../../lib/session-user";
import type { SavedLanes } from "../carrier-tools/saved-lanes";
import type { ServerListState } from "../carrier-tools/use-api-list";
import { AppShell } from "../shell/app-shell";
import { radixThemesStylesHref } from "../shell/radix-themes-stylesheet";
import searchStylesHref from "./search.css?url";
import { SignedInHome } from "./signed-in-home";

/** The screen's styles, linked by the screen itself: a visitor's landing page never waits for them. */
export const signedInHomeStylesheets = [radixThemesStylesHref, searchStylesHref];

/**
 * / for a signed-in user: the home search inside the signed-in shell, loaded as one chunk
 * (components/search/signed-in-home-chunk.ts). / is not under a layout that links the stylesheets, so the screen
 * links its own, in the server's HTML too.
 */
export function SignedInHomeScreen({
  user,
  avatarUrl,
  savedLanes,
}: {
  user: SessionUser;
  avatarUrl: string;
  savedLanes: ServerListState<SavedLanes> | null;
}) {
  return (
    <>
      {signedInHomeStylesheets.map((href) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
      <AppShell user={user} avatarUrl={avatarUrl}>
        <SignedInHome savedLanes={savedLanes} />
      </AppShell>
    </>
  );
}
