import { Box, Tabs } from "@radix-ui/themes";
import { useSearchParams } from "@remix-run/react";
import { HelpContact } from "./help-contact";
import { HelpFeatures } from "./help-features";
import { HelpGettingStarted } from "./help-getting-started";
import { HelpPrivacy } from "./help-privacy";
import { FAQS, HelpQuestions, TROUBLESHOOTING } from "./help-questions";

const TABS = [
  { value: "getting-started", label: "Getting Started" },
  { value: "features", label: "Features" },
  { value: "troubleshooting", label: "Troubleshooting" },
  { value: "faqs", label: "FAQs" },
  { value: "contact", label: "Contact Support" },
  { value: "privacy", label: "Privacy Policy" },
] as const;

/** The Help Center's six tabs; `?tab=faqs` opens one directly, so a link can point at it. */
export function HelpCenter() {
  const [searchParams] = useSearchParams();
  const requested = searchParams.get("tab");
  const initial = TABS.find((tab) => tab.value === requested)?.value ?? "getting-started";
  return (
    <Tabs.Root defaultValue={initial}>
      <Tabs.List aria-label="Help topics" wrap="wrap">
        {TABS.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Box pt="4">
        <Tabs.Content value="getting-started">
          <HelpGettingStarted />
        </Tabs.Content>
        <Tabs.Content value="features">
          <HelpFeatures />
        </Tabs.Content>
        <Tabs.Content value="troubleshooting">
          <HelpQuestions title="Troubleshooting" questions={TROUBLESHOOTING} />
        </Tabs.Content>
        <Tabs.Content value="faqs">
          <HelpQuestions title="Frequently asked questions" questions={FAQS} />
        </Tabs.Content>
        <Tabs.Content value="contact">
          <HelpContact />
        </Tabs.Content>
        <Tabs.Content value="privacy">
          <HelpPrivacy />
        </Tabs.Content>
      </Box>
    </Tabs.Root>
  );
}
