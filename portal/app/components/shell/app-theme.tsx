import type { ReactNode } from "react";

/** The portal's Radix Themes settings; `<Theme>` elements under this root repeat them. */
export const THEME = { accentColor: "indigo", grayColor: "slate", panelBackground: "solid", radius: "medium" } as const;

/**
 * The page's Radix Themes root as plain markup: the `radix-themes` element with the portal's
 * colours and radius, which is all Radix Themes' CSS needs. Radix's own `<Theme>` always bundles
 * its Tooltip provider and floating-ui (12 KB gzip), which would put the landing page over its
 * JavaScript budget. Components that read the theme context (the account menu's dropdown) sit
 * inside the signed-in shell, which adds a real `<Theme>`; dialogs outside it make their own.
 */
export function AppTheme({ children }: { children: ReactNode }) {
  return (
    <div
      className="radix-themes"
      data-is-root-theme="true"
      data-accent-color={THEME.accentColor}
      data-gray-color={THEME.grayColor}
      data-has-background="true"
      data-panel-background={THEME.panelBackground}
      data-radius={THEME.radius}
      data-scaling="100%"
    >
      {children}
    </div>
  );
}
