import { Box, Text } from "@radix-ui/themes";
import { PLAN_FEATURES, type PlanOffer } from "../payments/plan";

/** The payment form's info box: what the plan costs, how it is billed and what it includes. */
export function PlanInfo({ plan }: { plan: PlanOffer }) {
  return (
    <Box p="3" role="note" style={{ background: "var(--accent-a3)", borderRadius: "var(--radius-3)" }}>
      <Text as="p" size="2">
        All TrueRate users need an active subscription. The {plan.name} is {plan.price} per month, billed monthly;
        cancel anytime.
      </Text>
      <ul style={{ margin: "var(--space-2) 0 0", paddingLeft: "1.2em" }}>
        {PLAN_FEATURES[plan.plan].map((feature) => (
          <li key={feature}>
            <Text size="2">{feature}</Text>
          </li>
        ))}
      </ul>
    </Box>
  );
}
