import { Flex, Heading, Text } from "@radix-ui/themes";

export interface HelpQuestion {
  question: string;
  answer: string;
}

/** A heading and its questions, each a native disclosure (keyboard and screen readers for free). */
export function HelpQuestions({ title, questions }: { title: string; questions: HelpQuestion[] }) {
  return (
    <Flex direction="column" gap="2">
      <Heading as="h2" size="5" mb="1">
        {title}
      </Heading>
      {questions.map((item) => (
        <details key={item.question} className="tr-help-question">
          <summary>
            <Text weight="medium">{item.question}</Text>
          </summary>
          <Text as="p" size="2" mt="2">
            {item.answer}
          </Text>
        </details>
      ))}
    </Flex>
  );
}

export const TROUBLESHOOTING: HelpQuestion[] = [
  {
    question: "I did not get the 6-digit verification code",
    answer:
      "Check your spam folder, then use Resend Code on the verification screen. A code is valid for a limited time; a new one replaces the old.",
  },
  {
    question: "Registration says my MC or DOT number is not found",
    answer:
      "We check numbers against the FMCSA registry. Type the company name and pick your company from the list, or look it up under Tools → FMCSA snapshot to see how the registry spells it and how recent its data is.",
  },
  {
    question: "My search finds no loads",
    answer:
      "Widen the radius (up to 150 miles), clear the trailer type, or widen the dates. The end date must not be before the start date.",
  },
  {
    question: "The load upload refuses my form",
    answer:
      "Each field with a problem is marked with its own message: pick the origin and destination from the suggestions, enter the rate in dollars, and give the broker's e-mail.",
  },
  {
    question: "I was signed out",
    answer:
      "Sessions end after a period without use, or when you sign out elsewhere. Log in again; your loads and documents are kept.",
  },
  {
    question: "A page says Subscription Required",
    answer:
      "Carrier features need an active Carrier Plan. Open Profile → Subscription Management to see your plan's status, or subscribe again.",
  },
];

export const FAQS: HelpQuestion[] = [
  {
    question: "What is a true rate?",
    answer:
      "The rate a broker actually documented for a load, taken from its rate confirmation and invoice and checked by us. It is what the load really paid — often different from the rate posted on a board.",
  },
  {
    question: "What is the 48-hour rule?",
    answer:
      "Under 49 CFR 371.3 each party to a brokered load may review the broker's record of it. TrueRate asks the broker for the load's rate confirmation and invoice when you upload the load; the broker has 48 hours to share them. A deadline that passes is recorded as missed on the broker's compliance record.",
  },
  {
    question: "Do brokers see who hauled a load?",
    answer:
      "A broker sees the loads that name its brokerage and the carrier's company name on them. Published true rates never say who hauled the load.",
  },
  {
    question: "How much does TrueRate cost?",
    answer:
      "The Carrier Plan is $29 per month and the Broker Plan $19.99 per month. Cancel any time from your profile; access lasts to the end of the paid month.",
  },
  {
    question: "Where does the registry data come from?",
    answer:
      "From the FMCSA census file, imported as published. Each record in the FMCSA snapshot says which file it came from and as of which date.",
  },
  {
    question: "What happens when a broker misses the deadline?",
    answer:
      "The load is marked overdue, the carrier, the brokerage and our administrators are told, and the broker's compliance rate counts the miss. You can still receive the documents later.",
  },
];
