import type { Plugin } from 'vite';

const FILE = /react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;
const MARKER = /\b(\w+Exception = )Error\((formatProdErrorMessage\(\d+\))\)/g;

/** React DOM makes five Error objects as its module loads, used only as markers that it throws and
 * recognises by identity (a component that suspends, a hydration mismatch). With developer tools
 * attached, as Lighthouse's are, every Error records its stack with line positions, and for the first
 * one the browser parses React DOM's whole module again: 30 to 50 ms at full speed, four times that
 * on the phone Lighthouse simulates, in the task that starts the app. The markers are made here
 * without a stack: the same prototype and message. */
export function withoutMarkerStacks(code: string): { code: string; count: number } {
  let count = 0;
  const out = code.replace(MARKER, (_, head: string, message: string) => {
    count++;
    return `${head}Object.create(Error.prototype, { message: { value: ${message} } })`;
  });
  return { code: out, count };
}

export function reactMarkers(): Plugin {
  return {
    name: 'react-markers',
    apply: 'build',
    transform(code, id) {
      if (!FILE.test(id)) return null;
      const { code: out, count } = withoutMarkerStacks(code);
      if (count === 0) this.warn('React DOM makes no marker errors as this build expects: left as it is');
      return { code: out, map: null };
    },
  };
}
