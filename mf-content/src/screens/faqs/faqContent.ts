// The FAQ sections and their questions; the answers are placeholder text, as the spec says (SPEC §2 "FAQs").
export interface FaqSection {
  id: string;
  title: string;
  questions: { question: string; answer: string }[];
}

const PLACEHOLDER =
  'Lorem ipsum dolor sit amet, consectetur adipiscing elit. Integer posuere erat a ante venenatis dapibus posuere velit aliquet. Donec ullamcorper nulla non metus auctor fringilla.';

export const FAQ_SECTIONS: FaqSection[] = [
  {
    id: 'how-to-buy',
    title: 'How To Buy',
    questions: [
      { question: 'How do I place an order?', answer: PLACEHOLDER },
      { question: 'Can I check out without an account?', answer: PLACEHOLDER },
      { question: 'Which payment methods do you accept?', answer: PLACEHOLDER },
    ],
  },
  {
    id: 'exchanges-returns',
    title: 'Exchanges & Returns',
    questions: [
      { question: 'How long do I have to return an item?', answer: PLACEHOLDER },
      { question: 'Can I exchange an item for another size?', answer: PLACEHOLDER },
    ],
  },
  {
    id: 'refund-questions',
    title: 'Refund Questions',
    questions: [
      { question: 'When will I receive my refund?', answer: PLACEHOLDER },
      { question: 'Are digital products refundable?', answer: PLACEHOLDER },
    ],
  },
];
