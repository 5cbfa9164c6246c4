// The demo accounts the seed creates and `npm start` prints. Local development only.
export const DEMO_ACCOUNTS = {
  password: "truerate-demo",
  users: [
    { role: "carrier", email: "carrier@truerate.test", note: "Demo Trucking LLC, MC654321, subscribed (Carrier Plan)" },
    { role: "broker", email: "broker@demofreight.test", note: "Demo Freight Brokerage LLC, MC1234567, subscribed (Broker Plan)" },
    { role: "admin", email: "admin@truerate.test", note: "administrator" },
  ],
};
