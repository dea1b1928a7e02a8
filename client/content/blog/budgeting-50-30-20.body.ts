// The text of blog post 4: budgeting for month-end with the 50-30-20 rule.
import type { BlogSection } from '../types.ts';

export const budgetingBody = [
  {
    paragraphs: [
      'Salary day feels great; the last week of the month, less so. If you often find your account running dry before payday, the problem is rarely your income alone. More often, money simply has no plan. The 50-30-20 rule is one of the easiest plans to start with.',
    ],
  },
  {
    heading: 'The rule in one line',
    paragraphs: [
      'Split your take-home pay into three parts: 50% for needs, 30% for wants and 20% for savings and extra debt repayment. The idea was popularised by Elizabeth Warren and Amelia Warren Tyagi in their book "All Your Worth", and it works because it is simple enough to remember without a spreadsheet.',
      'Take-home means what actually lands in your bank account after TDS, your EPF contribution and professional tax are deducted. Your EPF is already being saved for you, so treat it as a bonus on top of the 20%.',
    ],
  },
  {
    heading: 'What goes where',
    paragraphs: [],
    list: [
      'Needs (50%): rent, groceries, electricity, water and gas, mobile and internet, commute, insurance premiums, school fees, medicines, minimum EMIs, and money you send home to support your parents.',
      'Wants (30%): eating out and food delivery, OTT subscriptions, shopping beyond basics, weekend trips, gadget upgrades, and festival spending beyond the essentials.',
      'Savings (20%): an emergency fund, SIPs in mutual funds, PPF or a recurring deposit, and prepaying costly debt such as a credit card balance.',
    ],
  },
  {
    heading: 'An example',
    paragraphs: ['Say your take-home pay is ₹60,000 a month:'],
    list: [
      'Needs, ₹30,000: rent ₹15,000, groceries ₹6,000, bills and recharges ₹3,000, commute ₹2,500, a two-wheeler EMI ₹3,500.',
      'Wants, ₹18,000: eating out, subscriptions, shopping and one weekend outing.',
      'Savings, ₹12,000: ₹5,000 to the emergency fund, a ₹5,000 SIP, and ₹2,000 towards annual expenses.',
    ],
  },
  {
    heading: 'Adapting it to Indian realities',
    paragraphs: [
      'In Mumbai, Bengaluru or Gurugram, rent alone can eat a third of a salary, and needs may reach 60%. That is fine for a while: shrink wants to 20% and protect the 20% for savings. If you support your family, count that money as a need, because it is not optional.',
      'Also plan for expenses that come once a year rather than every month: health and vehicle insurance premiums, annual school fees, and Diwali or wedding-season spending. Divide each by twelve and set that amount aside monthly in a separate account (a "sinking fund"), so October does not arrive as a surprise.',
    ],
  },
  {
    heading: 'Seven habits that end the month-end crunch',
    paragraphs: [],
    list: [
      'Pay yourself first: schedule your SIP and recurring deposit for the day after salary day, before you can spend the money.',
      'Move your bill due dates, where you can, to just after payday.',
      "Keep a separate account or wallet for wants. When it is empty, the month's fun budget is done.",
      'Review your UPI history every Sunday. Small payments of ₹100 and ₹200 add up faster than you think.',
      'Build an emergency fund of three to six months of expenses, in a savings account or a liquid fund you can reach quickly.',
      'Keep all your EMIs together under roughly 30 to 40% of your take-home pay.',
      'Pay credit card bills in full. Revolving a balance costs far more than almost any other habit.',
    ],
  },
  {
    heading: 'Where a salary advance fits',
    paragraphs: [
      'Even the best budget meets the unexpected: a hospital visit, a broken phone you need for work, a delayed salary. That is what an emergency fund is for, and when it is not yet big enough, a short-term salary advance can bridge the gap. But it should be a one-off bridge, not a line in your budget. If you find yourself needing an advance every month, go back to the needs column and look for what has grown.',
      'Start this month: note your take-home pay, write down the three numbers, and set up one automatic transfer on salary day. Small, steady steps beat a perfect plan that never begins.',
    ],
  },
] satisfies BlogSection[];
