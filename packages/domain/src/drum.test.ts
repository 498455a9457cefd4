import { describe, expect, it } from 'vitest';
import { noteSentences } from './drum';
import { componentsText } from './rotor';

describe('drum notes', () => {
  it('read as separate sentences when joined with nothing between', () => {
    expect(noteSentences(['Balanced', 'Lightweight design']).join('')).toBe('Balanced. Lightweight design.');
    expect(noteSentences(['Balanced.', ' Heavy steer axles! ', '']).join('')).toBe('Balanced. Heavy steer axles!');
    expect(noteSentences([])).toEqual([]);
  });
});

describe('rotor kit components', () => {
  it('are one line of quantity, description and number', () => {
    const kit = [
      { PartNumber: '10087661', Description: 'Hat rotor', Quantity: 1 },
      { PartNumber: '10001600', Description: 'Rotor stud M16x1.5', Quantity: 10 },
    ];
    expect(componentsText(kit)).toBe('1 x Hat rotor 10087661, 10 x Rotor stud M16x1.5 10001600');
    expect(componentsText([])).toBe('');
  });
});
