import { estimateChestCm, suggestSize, suggestionText } from './suggestSize';

describe('suggestSize', () => {
  it.each([
    [160, 47, 'Normal', 'XS'],
    [165, 58, 'Normal', 'M'],
    [165, 58, 'thin', 'S'],
    [170, 75, 'Normal', 'L'],
    [180, 85, 'Normal', 'XL'],
    [175, 95, 'Normal', 'XXL'],
  ])('%i cm, %i kg, %s body → %s', (height, weight, bodyType, size) => {
    expect(suggestSize(height, weight, bodyType)).toMatchObject({ kind: 'size', size });
  });

  it('a plump body type suggests a size at least as large as a normal one', () => {
    expect(estimateChestCm(170, 70, 'plump')).toBeGreaterThan(estimateChestCm(170, 70, 'Normal'));
  });

  it('says so when the estimate is above the largest size instead of pretending XXL fits', () => {
    const suggestion = suggestSize(160, 130, 'plump');
    expect(suggestion.kind).toBe('above-chart');
    expect(suggestionText(suggestion)).toMatch(/above our largest size, XXL/);
  });

  it('suggests nothing for slider positions that are not an adult body (0 cm, 10 kg)', () => {
    expect(suggestSize(0, 50, 'Normal')).toEqual({ kind: 'unrealistic' });
    expect(suggestSize(170, 10, 'Normal')).toEqual({ kind: 'unrealistic' });
    expect(suggestionText({ kind: 'unrealistic' })).toBe('Set the sliders to your height and weight to see a suggested size.');
  });
});
