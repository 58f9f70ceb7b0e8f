import { PreparedJson, serialise } from './PreparedJson';

const products = [
  { id: 1, title: 'Two\nlines, "quoted"', tags: ['ä', '日本'] },
  { id: 2, title: 'Second', prices: [{ license_type: 'Standard', usd_amount: 10 }] },
  null,
];

test('a list is written one element per line, and reads back as the same JSON value', () => {
  const text = serialise(products);
  const lines = text.split('\n');
  expect(lines[0]).toBe('[');
  expect(lines.at(-1)).toBe(']');
  expect(lines.slice(1, -1)).toEqual(products.map((element, index) => JSON.stringify(element) + (index < products.length - 1 ? ',' : '')));
  expect(JSON.parse(text)).toEqual(products);
});

test('undefined and functions in a list are written as null, as JSON.stringify writes them', () => {
  expect(JSON.parse(serialise([undefined, () => 1, 3]))).toEqual(JSON.parse(JSON.stringify([undefined, () => 1, 3])));
});

test('an empty list and anything that is not a list are written as JSON.stringify writes them', () => {
  for (const value of [[], { data: [1, 2] }, 'text', 42, null]) expect(serialise(value)).toBe(JSON.stringify(value));
});

test('the prepared body is the serialised value', () => {
  expect(new PreparedJson(products).body.toString('utf8')).toBe(serialise(products));
});
