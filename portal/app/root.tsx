import "./styles/app.css";
import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useLoaderData,
} from "@remix-run/react";
import { type ReactNode, useEffect } from "react";
import { FlashToast } from "./components/feedback/flash-toast";
import { RouteErrorBoundary } from "./components/feedback/route-error-boundary";
import { ToastProvider } from "./components/feedback/toaster";
import { AppTheme } from "./components/shell/app-theme";
import { RadixThemesStylesheet } from "./components/shell/radix-themes-stylesheet";
import { ScriptsAfterFirstPaint } from "./components/shell/scripts-after-first-paint";
import { ZodWithoutEvalScript } from "./components/shell/zod-without-eval-script";
import { pageTitle } from "./lib/meta";
import { adoptEarlyInput } from "./lib/rendering/early-input";
import { useNonce } from "./lib/security/nonce";
import { readFlashToasts } from "./lib/toast.server";
import { TOAST_COOKIE } from "./lib/toast-queue";

export const meta: MetaFunction = () => pageTitle();

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "alternate icon", href: "/favicon.ico", sizes: "32x32" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const { toasts, headers } = await readFlashToasts(request);
  const flash = toasts.map((toast) => ({ ...toast, id: crypto.randomUUID() }));
  return data({ flash }, { headers });
}

// The root loader only carries flash toasts: re-run it when one is waiting (the cookie is
// readable for exactly this reason), not on every navigation.
export const shouldRevalidate: ShouldRevalidateFunction = ({ defaultShouldRevalidate }) =>
  defaultShouldRevalidate || (typeof document !== "undefined" && document.cookie.includes(`${TOAST_COOKIE}=`));

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  // The root's effect runs once the page has hydrated: what a user typed before that goes to React,
  // and `<html data-hydrated>` tells browser tests the page is ready (e2e/support/hydration.ts).
  useEffect(() => {
    adoptEarlyInput(document);
    document.documentElement.setAttribute("data-hydrated", "");
  }, []);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <ZodWithoutEvalScript nonce={nonce} />
        {/* First in the head, not before <Scripts>: its inline script replaces the history entry's
            state, which took 25-70 ms in Chromium once the signed-in search page's content was
            parsed and 1-2 ms before it, ahead of the first paint. Before the stylesheets, it does
            not wait for them either. A reload still returns to its scroll position: the browser
            restores it, and the router again when it hydrates. */}
        <ScrollRestoration nonce={nonce} />
        <Meta />
        <Links />
      </head>
      <body>
        <AppTheme>
          <ToastProvider>{children}</ToastProvider>
        </AppTheme>
        <Scripts nonce={nonce} />
        <ScriptsAfterFirstPaint nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { flash } = useLoaderData<typeof loader>();
  return (
    <>
      <FlashToast flash={flash} />
      <Outlet />
    </>
  );
}

/** Errors no route caught (or a crash in the root itself): the crash screen on a bare page. */
export function ErrorBoundary() {
  return (
    <main>
      <RadixThemesStylesheet />
      <RouteErrorBoundary />
    </main>
  );
}
