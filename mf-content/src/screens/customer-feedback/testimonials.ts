// The customer feedback page's sample testimonials (SPEC §3 "Testimonial": title, text, author).
export interface Testimonial {
  id: number;
  title: string;
  text: string;
  author: string;
}

export const TESTIMONIALS: Testimonial[] = [
  { id: 1, title: 'Amazing quality', text: 'The jacket is even better than in the photos. Warm, light and well stitched.', author: 'Olivia P.' },
  { id: 2, title: 'Fast delivery', text: 'Ordered on Monday, wore it on Wednesday. Packaging was neat and plastic-free.', author: 'Samuel O.' },
  { id: 3, title: 'Clear licenses', text: 'I bought the Extended license for a client project and knew exactly what it covered.', author: 'Priya N.' },
  { id: 4, title: 'Great support', text: 'Support helped me change my order size within minutes of contacting them.', author: 'Marco B.' },
  { id: 5, title: 'Will buy again', text: 'Third order this year and every one has been perfect. Highly recommended.', author: 'Grace L.' },
  { id: 6, title: 'Easy returns', text: 'The return was free and my refund arrived a few days later.', author: 'Ibrahim K.' },
];
