// The about page's static sample content: tab texts, team members and customer reviews (SPEC §2, §3 "Team members are static").

export interface AboutTab {
  id: string;
  label: string;
  text: string;
}

export const ABOUT_TABS: AboutTab[] = [
  {
    id: 'introduction',
    label: 'Introduction',
    text: 'We started as a small shop for well-made everyday goods and grew into a store for physical and digital products alike — from clothing and home goods to design assets licensed for your own projects.',
  },
  {
    id: 'vision',
    label: 'Our Vision',
    text: 'A store where quality is easy to find: honest descriptions, clear prices in your currency, and licenses you can understand before you buy.',
  },
  {
    id: 'apart',
    label: 'What Sets Us Apart',
    text: 'Every product is chosen by people who use it. Digital goods come with clear license tiers, physical goods with free returns within 14 days, and our support team answers around the clock.',
  },
  {
    id: 'commitment',
    label: 'Our Commitment',
    text: 'We pack with recycled materials, pay our makers fairly and keep improving the store with what our customers tell us.',
  },
];

export interface TeamMember {
  name: string;
  role: string;
}

export const TEAM_MEMBERS: TeamMember[] = [
  { name: 'Amara Okafor', role: 'Founder & CEO' },
  { name: 'Lucas Meyer', role: 'Head of Design' },
  { name: 'Mai Tran', role: 'Product Curator' },
  { name: 'Diego Alvarez', role: 'Customer Care Lead' },
  { name: 'Sofia Rossi', role: 'Digital Licensing' },
];

export interface Review {
  author: string;
  title: string;
  text: string;
}

export const REVIEWS: Review[] = [
  { author: 'Hannah K.', title: 'Fast and friendly', text: 'My order arrived two days early and the packaging was lovely. I will be back.' },
  { author: 'Tunde A.', title: 'Clear licensing', text: 'The license tiers told me exactly what I could do with the templates. No surprises.' },
  { author: 'Emily R.', title: 'Great quality', text: 'The fabric is soft and the fit is true to size. Exactly as described.' },
  { author: 'Kenji S.', title: 'Helpful support', text: 'Support answered at midnight and sorted out my address change in minutes.' },
  { author: 'Chloé D.', title: 'Easy returns', text: 'Returned a pair of sneakers within the 14 days without any fuss.' },
];
