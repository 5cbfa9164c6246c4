// The demo accounts the seed creates and `npm start` prints. Local development only.
export const DEMO_ACCOUNTS = {
  password: "truerate-demo",
  users: [
    {
      key: "carrier",
      role: "carrier",
      email: "carrier@truerate.test",
      note: "Demo Trucking LLC, MC654321, subscribed (Carrier Plan)",
    },
    {
      key: "broker",
      role: "broker",
      email: "broker@demofreight.test",
      note: "Demo Freight Brokerage LLC, MC1234567, subscribed (Broker Plan)",
    },
    { key: "admin", role: "admin", email: "admin@truerate.test", note: "administrator" },
    {
      key: "newcomer",
      role: "broker",
      email: "newhire@demofreight.test",
      note: "asked to join Demo Freight Brokerage LLC; a member approves on the dashboard's Team tab",
    },
  ],
  /**
   * A partner integration of the demo carrier (scripts/seed/demo-partner.ts): its pushed loads are the
   * broker identity cases, so the partner API shows each one. A fixed secret, local development only.
   */
  partner: {
    name: "Demo TMS",
    clientId: "demo-tms",
    clientSecret: "trs_demo_tms_local_development_only",
    scopes: "loads:write rates:read",
  },
};
