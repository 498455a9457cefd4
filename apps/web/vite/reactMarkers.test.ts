import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withoutMarkerStacks } from './reactMarkers';

const require = createRequire(import.meta.url);
const reactDom = readFileSync(
  join(dirname(require.resolve('react-dom/package.json')), 'cjs', 'react-dom-client.production.js'),
  'utf8',
);

describe('React DOM markers made without a stack', () => {
  it('finds every marker React DOM makes as its module loads, and no other Error', () => {
    const { code, count } = withoutMarkerStacks(reactDom);
    expect(count).toBe(5);
    expect(code).not.toMatch(/Exception = Error\(/);
    expect(code.split('Error(formatProdErrorMessage(').length).toBe(
      reactDom.split('Error(formatProdErrorMessage(').length - 5,
    );
  });

  it('makes a marker that is an Error with React’s message and no stack', () => {
    const { code } = withoutMarkerStacks('var SuspenseException = Error(formatProdErrorMessage(460));');
    const formatProdErrorMessage = (n: number) => `Minified React error #${n}`;
    const marker = new Function('formatProdErrorMessage', `${code} return SuspenseException;`)(formatProdErrorMessage);
    expect(marker).toBeInstanceOf(Error);
    expect(marker.message).toBe('Minified React error #460');
    expect(marker.stack).toBeUndefined();
  });
});
