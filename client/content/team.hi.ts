// Our team in Hindi (see team.ts): roles and bios in Hindi; names as the people write them, in Latin script.
import { siteIdentity } from '../../shared/site-identity.ts';
import type { Translation } from '../../shared/translation.ts';
import type * as En from './team.ts';

export const teamHeadings: Translation<typeof En.teamHeadings> = {
  title: 'हमारी टीम',
  portrait: (name) => `${name} का चित्र`,
  leaders: 'हमारा नेतृत्व',
  leads: 'विभाग प्रमुख',
  staff: `${siteIdentity.brand} के पीछे के लोग`,
};

export const leaders: Translation<typeof En.leaders> = [
  {
    name: 'Rahul Khanna',
    role: 'CEO और सह-संस्थापक',
    image: 'img/team/leader-1.svg',
    bio: `राहुल ने बैंकों और NBFC में चौदह साल रिटेल लोन का काम किया, फिर नौकरीपेशा लोगों के लिए कम अवधि का लोन आसान और ईमानदार बनाने के लिए ${siteIdentity.brand} की सह-स्थापना की।`,
  },
  {
    name: 'Ananya Krishnan',
    role: 'मुख्य जोखिम अधिकारी',
    image: 'img/team/leader-2.svg',
    bio: 'अनन्या क्रेडिट नीति और जोखिम प्रबंधन संभालती हैं, और उस जोखिम समिति की अध्यक्ष हैं जो हमारे लोन ज़िम्मेदार और हमारा पोर्टफ़ोलियो सेहतमंद रखती है।',
  },
  {
    name: 'Aditya Menon',
    role: 'CTO और सह-संस्थापक',
    image: 'img/team/leader-3.svg',
    bio: 'आदित्य ने वह प्लेटफ़ॉर्म बनाया जिस पर आवेदन से लेकर वीडियो KYC और खाते में पैसे आने तक पूरा सफ़र ऑनलाइन होता है, और सुरक्षा व डेटा की गोपनीयता पहले दिन से उसमें शामिल रखी।',
  },
];

export const leads: Translation<typeof En.leads> = [
  { name: 'Neha Agarwal', role: 'क्रेडिट प्रमुख', image: 'img/team/lead-01.svg' },
  { name: 'Rakesh Chauhan', role: 'कलेक्शन प्रमुख', image: 'img/team/lead-02.svg' },
  { name: 'Shalini Srivastava', role: 'मुख्य अनुपालन अधिकारी', image: 'img/team/lead-03.svg' },
  { name: 'Gaurav Saxena', role: 'आंतरिक ऑडिट प्रमुख', image: 'img/team/lead-04.svg' },
  { name: 'Ritu Bhatia', role: 'ग्राहक सहायता प्रमुख', image: 'img/team/lead-05.svg' },
  { name: 'Varun Raghavan', role: 'इंजीनियरिंग प्रमुख', image: 'img/team/lead-06.svg' },
  { name: 'Ishita Banerjee', role: 'प्रोडक्ट प्रमुख', image: 'img/team/lead-07.svg' },
  { name: 'Abhishek Mishra', role: 'डेटा साइंस प्रमुख', image: 'img/team/lead-08.svg' },
  { name: 'Tanvi Deshpande', role: 'मार्केटिंग प्रमुख', image: 'img/team/lead-09.svg' },
  { name: 'Imran Qureshi', role: 'मानव संसाधन (HR) प्रमुख', image: 'img/team/lead-10.svg' },
  { name: 'Lakshmi Venkatesh', role: 'वित्त प्रमुख', image: 'img/team/lead-11.svg' },
  { name: 'Rohan Sethi', role: 'लीगल प्रमुख', image: 'img/team/lead-12.svg' },
];

export const staff: Translation<typeof En.staff> = [
  { name: 'Akash Yadav', role: 'क्रेडिट एनालिस्ट', image: 'img/team/staff-01.svg' },
  { name: 'Divya Pillai', role: 'क्रेडिट एनालिस्ट', image: 'img/team/staff-02.svg' },
  { name: 'Sumit Chaudhary', role: 'कलेक्शन एग्ज़ीक्यूटिव', image: 'img/team/staff-03.svg' },
  { name: 'Kritika Arora', role: 'ग्राहक सहायता सहयोगी', image: 'img/team/staff-04.svg' },
  { name: 'Pradeep Negi', role: 'कलेक्शन एग्ज़ीक्यूटिव', image: 'img/team/staff-05.svg' },
  { name: 'Ayesha Khan', role: 'कंप्लायंस सहयोगी', image: 'img/team/staff-06.svg' },
  { name: 'Yash Goyal', role: 'सॉफ़्टवेयर इंजीनियर', image: 'img/team/staff-07.svg' },
  { name: 'Sakshi Jain', role: 'सॉफ़्टवेयर इंजीनियर', image: 'img/team/staff-08.svg' },
  { name: 'Naveen Kumar', role: 'QA इंजीनियर', image: 'img/team/staff-09.svg' },
  { name: 'Bhavna Thakur', role: 'ग्राहक सहायता सहयोगी', image: 'img/team/staff-10.svg' },
  { name: 'Farhan Ali', role: 'डेटा एनालिस्ट', image: 'img/team/staff-11.svg' },
  { name: 'Riya Sengupta', role: 'प्रोडक्ट डिज़ाइनर', image: 'img/team/staff-12.svg' },
  { name: 'Hemant Rawat', role: 'ग्राहक सहायता सहयोगी', image: 'img/team/staff-13.svg' },
  { name: 'Swati Dubey', role: 'KYC सत्यापन एग्ज़ीक्यूटिव', image: 'img/team/staff-14.svg' },
  { name: 'Tarun Malik', role: 'DevOps इंजीनियर', image: 'img/team/staff-15.svg' },
  { name: 'Nandini Rao', role: 'डेटा साइंटिस्ट', image: 'img/team/staff-16.svg' },
  { name: 'Kunal Mehra', role: 'मार्केटिंग एग्ज़ीक्यूटिव', image: 'img/team/staff-17.svg' },
  { name: 'Preeti Chawla', role: 'HR एग्ज़ीक्यूटिव', image: 'img/team/staff-18.svg' },
  { name: 'Rajat Sinha', role: 'अकाउंट्स एग्ज़ीक्यूटिव', image: 'img/team/staff-19.svg' },
  { name: 'Anjali Tripathi', role: 'लीगल सहयोगी', image: 'img/team/staff-20.svg' },
  { name: 'Deepak Bhardwaj', role: 'रिस्क एनालिस्ट', image: 'img/team/staff-21.svg' },
  { name: 'Megha Kapoor', role: 'कंटेंट राइटर', image: 'img/team/staff-22.svg' },
  { name: 'Sunil Prajapati', role: 'ऑफ़िस एडमिनिस्ट्रेटर', image: 'img/team/staff-23.svg' },
  { name: 'Jyoti Bisht', role: 'शिकायत डेस्क एग्ज़ीक्यूटिव', image: 'img/team/staff-24.svg' },
  { name: 'Vivek Anand', role: 'आंतरिक ऑडिटर', image: 'img/team/staff-25.svg' },
  { name: 'Shreya Ghosh', role: 'बिज़नेस एनालिस्ट', image: 'img/team/staff-26.svg' },
  { name: 'Rohit Jha', role: 'कलेक्शन एग्ज़ीक्यूटिव', image: 'img/team/staff-27.svg' },
  { name: 'Komal Sahu', role: 'ग्राहक सहायता सहयोगी', image: 'img/team/staff-28.svg' },
  { name: 'Aman Khurana', role: 'फ़्रंटएंड इंजीनियर', image: 'img/team/staff-29.svg' },
  { name: 'Pallavi Hegde', role: 'कंप्लायंस सहयोगी', image: 'img/team/staff-30.svg' },
  { name: 'Irshad Ahmed', role: 'IT सपोर्ट इंजीनियर', image: 'img/team/staff-31.svg' },
];
