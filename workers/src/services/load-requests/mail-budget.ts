/**
 * Mails one request job may send. A consumer batch is up to 10 jobs (wrangler.toml), each mail is a
 * subrequest, and the Paid plan allows 10,000 an invocation: 10 × 500 leaves room for the deadline
 * objects and D1. A brokerage with 50 members would otherwise make one job of 100 loads 5,100 mails.
 */
export const MAILS_PER_JOB = 500;

/**
 * How many of the loads, in order, fit the budget given each one's number of recipients; always
 * at least the first, so a load with more recipients than the budget is still mailed on its own.
 */
export function loadsWithinBudget(recipientCounts: readonly number[], budget = MAILS_PER_JOB): number {
  let mails = 0;
  for (const [index, count] of recipientCounts.entries()) {
    mails += count;
    if (mails > budget) return Math.max(1, index);
  }
  return recipientCounts.length;
}
