export declare const DEMO_ACCOUNTS: {
  password: string;
  users: {
    key: "carrier" | "broker" | "admin" | "newcomer";
    role: "carrier" | "broker" | "admin";
    email: string;
    note: string;
  }[];
  partner: { name: string; clientId: string; clientSecret: string; scopes: string };
};
