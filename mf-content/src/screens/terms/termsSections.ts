// The five numbered terms sections (SPEC §2 "Terms of use", §9 "Terms sections: 5"); bodies are placeholder text.
const PLACEHOLDER = [
  'Lorem ipsum dolor sit amet, consectetur adipiscing elit. Sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat.',
  'Duis aute irure dolor in reprehenderit in voluptate velit esse cillum dolore eu fugiat nulla pariatur. Excepteur sint occaecat cupidatat non proident, sunt in culpa qui officia deserunt mollit anim id est laborum.',
  'Sed ut perspiciatis unde omnis iste natus error sit voluptatem accusantium doloremque laudantium, totam rem aperiam, eaque ipsa quae ab illo inventore veritatis et quasi architecto beatae vitae dicta sunt explicabo.',
];

export const TERMS_SECTIONS = ['Terms', 'Limitations', 'Revisions and errata', 'Site terms of use modifications', 'Risks'].map((title, index) => ({
  id: `terms-${index + 1}`,
  number: index + 1,
  title,
  paragraphs: PLACEHOLDER,
}));
