import { Theme } from "@radix-ui/themes";
import type { ReactNode } from "react";
import type { SessionUser } from "../../lib/session-user";
import { AppFooter } from "./app-footer";
import { THEME } from "./app-theme";
import { MainNav } from "./bottom-nav";
import { Navbar } from "./navbar";

/** The signed-in layout: navbar (with the main links on a desktop), the screen, and the phone's bottom navigation. */
export function AppShell({ user, avatarUrl, children }: { user: SessionUser; avatarUrl: string; children: ReactNode }) {
  // The theme context for the menus inside (see app-theme.tsx), on the shell's own element.
  return (
    <Theme {...THEME} asChild>
      <div className="tr-app">
        <a href="#main" className="tr-skip-link">
          Skip to content
        </a>
        <Navbar user={user} avatarUrl={avatarUrl} />
        <main id="main" className="tr-app-main" tabIndex={-1}>
          {children}
        </main>
        <AppFooter />
        <MainNav user={user} placement="bottom" />
      </div>
    </Theme>
  );
}
