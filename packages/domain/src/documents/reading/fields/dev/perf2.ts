import { readFields } from "../read-fields";
import { drawnPage } from "../test-page";

const line =
  "Carrier shall pay USD 1,234.56 for detention at Dallas, TX on 11/20/2026 per MC# 123456 and Net 30 terms; ";
const pages = Array.from({ length: 10 }, (_, index) =>
  drawnPage(Array.from({ length: 60 }, () => line).join("\n"), { page: index + 1 }),
);
for (let i = 0; i < 100; i++) readFields(pages, "rate_confirmation");
