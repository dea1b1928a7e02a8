// The people shown on the Our team page: leadership, department leads and supporting staff (fictional).
// Portraits alternate by gender as drawn: leaders man, woman, man; leads start with a woman; staff with a man.
import { siteIdentity } from '../../shared/site-identity.ts';
import type { TeamMember } from './types.ts';

export const teamHeadings = {
  title: 'Our Team',
  portrait: (name: string) => `Illustrated portrait of ${name}`,
  leaders: 'Our Leadership',
  leads: 'Department Leads',
  staff: `The People Behind ${siteIdentity.brand}`,
} as const;

export const leaders = [
  {
    name: 'Rahul Khanna',
    role: 'CEO & Co-founder',
    image: 'img/team/leader-1.svg',
    bio: `Rahul spent fourteen years in retail lending at banks and NBFCs before co-founding ${siteIdentity.brand} to make short-term credit simple and fair for salaried India.`,
  },
  {
    name: 'Ananya Krishnan',
    role: 'Chief Risk Officer',
    image: 'img/team/leader-2.svg',
    bio: 'Ananya leads credit policy and risk management, and chairs the risk committee that keeps our lending responsible and our portfolio healthy.',
  },
  {
    name: 'Aditya Menon',
    role: 'CTO & Co-founder',
    image: 'img/team/leader-3.svg',
    bio: 'Aditya built the platform behind our fully online journey, from application and video KYC to disbursal, with security and data privacy designed in from day one.',
  },
] satisfies TeamMember[];

export const leads = [
  { name: 'Neha Agarwal', role: 'Head of Credit', image: 'img/team/lead-01.svg' },
  { name: 'Rakesh Chauhan', role: 'Head of Collections', image: 'img/team/lead-02.svg' },
  { name: 'Shalini Srivastava', role: 'Chief Compliance Officer', image: 'img/team/lead-03.svg' },
  { name: 'Gaurav Saxena', role: 'Head of Internal Audit', image: 'img/team/lead-04.svg' },
  { name: 'Ritu Bhatia', role: 'Head of Customer Support', image: 'img/team/lead-05.svg' },
  { name: 'Varun Raghavan', role: 'Head of Engineering', image: 'img/team/lead-06.svg' },
  { name: 'Ishita Banerjee', role: 'Head of Product', image: 'img/team/lead-07.svg' },
  { name: 'Abhishek Mishra', role: 'Head of Data Science', image: 'img/team/lead-08.svg' },
  { name: 'Tanvi Deshpande', role: 'Head of Marketing', image: 'img/team/lead-09.svg' },
  { name: 'Imran Qureshi', role: 'Head of Human Resources', image: 'img/team/lead-10.svg' },
  { name: 'Lakshmi Venkatesh', role: 'Head of Finance', image: 'img/team/lead-11.svg' },
  { name: 'Rohan Sethi', role: 'Head of Legal', image: 'img/team/lead-12.svg' },
] satisfies TeamMember[];

export const staff = [
  { name: 'Akash Yadav', role: 'Credit Analyst', image: 'img/team/staff-01.svg' },
  { name: 'Divya Pillai', role: 'Credit Analyst', image: 'img/team/staff-02.svg' },
  { name: 'Sumit Chaudhary', role: 'Collections Executive', image: 'img/team/staff-03.svg' },
  { name: 'Kritika Arora', role: 'Customer Support Associate', image: 'img/team/staff-04.svg' },
  { name: 'Pradeep Negi', role: 'Collections Executive', image: 'img/team/staff-05.svg' },
  { name: 'Ayesha Khan', role: 'Compliance Associate', image: 'img/team/staff-06.svg' },
  { name: 'Yash Goyal', role: 'Software Engineer', image: 'img/team/staff-07.svg' },
  { name: 'Sakshi Jain', role: 'Software Engineer', image: 'img/team/staff-08.svg' },
  { name: 'Naveen Kumar', role: 'QA Engineer', image: 'img/team/staff-09.svg' },
  { name: 'Bhavna Thakur', role: 'Customer Support Associate', image: 'img/team/staff-10.svg' },
  { name: 'Farhan Ali', role: 'Data Analyst', image: 'img/team/staff-11.svg' },
  { name: 'Riya Sengupta', role: 'Product Designer', image: 'img/team/staff-12.svg' },
  { name: 'Hemant Rawat', role: 'Customer Support Associate', image: 'img/team/staff-13.svg' },
  { name: 'Swati Dubey', role: 'KYC Verification Executive', image: 'img/team/staff-14.svg' },
  { name: 'Tarun Malik', role: 'DevOps Engineer', image: 'img/team/staff-15.svg' },
  { name: 'Nandini Rao', role: 'Data Scientist', image: 'img/team/staff-16.svg' },
  { name: 'Kunal Mehra', role: 'Marketing Executive', image: 'img/team/staff-17.svg' },
  { name: 'Preeti Chawla', role: 'HR Executive', image: 'img/team/staff-18.svg' },
  { name: 'Rajat Sinha', role: 'Accounts Executive', image: 'img/team/staff-19.svg' },
  { name: 'Anjali Tripathi', role: 'Legal Associate', image: 'img/team/staff-20.svg' },
  { name: 'Deepak Bhardwaj', role: 'Risk Analyst', image: 'img/team/staff-21.svg' },
  { name: 'Megha Kapoor', role: 'Content Writer', image: 'img/team/staff-22.svg' },
  { name: 'Sunil Prajapati', role: 'Office Administrator', image: 'img/team/staff-23.svg' },
  { name: 'Jyoti Bisht', role: 'Grievance Desk Executive', image: 'img/team/staff-24.svg' },
  { name: 'Vivek Anand', role: 'Internal Auditor', image: 'img/team/staff-25.svg' },
  { name: 'Shreya Ghosh', role: 'Business Analyst', image: 'img/team/staff-26.svg' },
  { name: 'Rohit Jha', role: 'Collections Executive', image: 'img/team/staff-27.svg' },
  { name: 'Komal Sahu', role: 'Customer Support Associate', image: 'img/team/staff-28.svg' },
  { name: 'Aman Khurana', role: 'Frontend Engineer', image: 'img/team/staff-29.svg' },
  { name: 'Pallavi Hegde', role: 'Compliance Associate', image: 'img/team/staff-30.svg' },
  { name: 'Irshad Ahmed', role: 'IT Support Engineer', image: 'img/team/staff-31.svg' },
] satisfies TeamMember[];
