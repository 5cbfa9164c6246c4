import { Link, useNavigation } from "@remix-run/react";
import type { SessionUser } from "../../lib/session-user";
import { LoadingSpinner } from "../feedback/loading-spinner";
import { AccountMenu } from "./account-menu";
import { MainNav } from "./bottom-nav";
import { MobileMenu } from "./mobile-menu";

/** The signed-in navbar: 4rem (16 units) tall, brand link to /, and the account menu. */
export function Navbar({ user, avatarUrl }: { user: SessionUser; avatarUrl: string }) {
  const navigation = useNavigation();
  return (
    <header className="tr-navbar">
      <Link to="/" className="tr-brand">
        TrueRate
      </Link>
      <MainNav user={user} placement="header" />
      <div className="tr-navbar-end">
        {navigation.state === "loading" ? <LoadingSpinner label="Loading page" size="2" /> : null}
        <div className="tr-desktop-only">
          <AccountMenu user={user} avatarUrl={avatarUrl} />
        </div>
        <div className="tr-mobile-only">
          <MobileMenu user={user} avatarUrl={avatarUrl} />
        </div>
      </div>
    </header>
  );
}
