import { Tabs } from "@radix-ui/themes";
import { useLocation } from "@remix-run/react";
import { useState } from "react";
import { initialAuthTab } from "../../lib/access";
import type { AuthReply } from "./auth-reply";
import { LoginForm } from "./login-form";
import { RegisterForm } from "./register-form";
import { StepHeading } from "./step-heading";

type Tab = "login" | "register";

/** Login and Register tabs; the address picks the first one, a refused registration keeps Register. */
export function AuthTabs({ reply }: { reply: AuthReply | undefined }) {
  const { pathname, search } = useLocation();
  const [tab, setTab] = useState<Tab>(() =>
    reply?.intent === "register" ? "register" : initialAuthTab(pathname, search),
  );
  return (
    <>
      <StepHeading title="Welcome to TrueRate" />
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value === "register" ? "register" : "login")}>
        <Tabs.List justify="center">
          <Tabs.Trigger value="login">Login</Tabs.Trigger>
          <Tabs.Trigger value="register">Register</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="login">
          <LoginForm reply={reply} />
        </Tabs.Content>
        <Tabs.Content value="register">
          <RegisterForm reply={reply} />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}
