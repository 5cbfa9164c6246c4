/**
 * The Privacy Policy (version 1.0) as the Help Center's dialog shows it. The same text is the static
 * page portal/public/privacy.html; privacy-policy.test.ts fails when the two drift apart.
 */
export const PRIVACY_POLICY_VERSION = "1.0";

export interface PolicySection {
  heading: string;
  text: string;
}

export const PRIVACY_POLICY: PolicySection[] = [
  {
    heading: "What we collect",
    text: "Your account details (e-mail address, company name, phone number, MC and DOT numbers, number of trucks, trailer types), the loads you submit (lane, dates, equipment, rate, broker name and e-mail), the documents you or your broker upload, the records needed to bill your subscription, and technical records of sign-ins (time and address) kept to protect your account. Card details are handled by our payment provider and never stored by TrueRate.",
  },
  {
    heading: "Public registry data",
    text: "We keep a copy of the public FMCSA census of carriers and brokers (names, MC and DOT numbers, addresses, authority status) to check registrations and to answer registry lookups. This is public data published by the US Department of Transportation.",
  },
  {
    heading: "How we use it",
    text: "To run your account, to request broker documents within the 48-hour deadline and verify them, to publish true rates, to score brokers on that deadline, to send the notifications you expect (such as deadline reminders and shared documents), to bill your subscription, and to keep the service secure.",
  },
  {
    heading: "What others see",
    text: "Published true rates show the lane, equipment, date and rate, not who hauled the load. Brokers see the loads and document requests that name their brokerage, and the carrier's company name on them. Colleagues in your brokerage see your brokerage's compliance figures. Documents are stored encrypted and are shown only to the carrier and brokerage of the load and to our administrators who verify them.",
  },
  {
    heading: "Third parties",
    text: "We use a payment provider for billing, an e-mail provider for messages, a cloud provider that hosts the service, and an avatar-image service that receives only a one-way hash of your e-mail address. We do not sell personal data and do not share it for advertising.",
  },
  {
    heading: "Cookies",
    text: "We use a session cookie to keep you signed in and a short-lived cookie to show one-time notices. We do not use advertising or tracking cookies.",
  },
  {
    heading: "How long we keep it",
    text: "Account data is kept while your account is open. Loads and verified rates are kept so that published rates and broker compliance records stay accurate; when you delete your account they are no longer linked to you. Billing records are kept as long as tax law requires.",
  },
  {
    heading: "Your choices",
    text: "You can update your profile at any time, and delete your account from your profile page. Deleting your account removes your personal data and your documents, except records we must keep by law. To ask what we hold about you, write to privacy@truerate.app.",
  },
];
