import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { mayMatch } from './discover';
import { ready, routes, startRoutes } from './router';

const patterns = routes[1]!.children!.map((route) => route.path!);

const segment = fc.string({ minLength: 1, maxLength: 6 }).map(encodeURIComponent);
const recase = (word: string, upper: boolean) => (upper ? word.toUpperCase() : word);
/** An address one of the app's routes shows, its parameters any text, its words in any case. */
const address = fc
  .tuple(fc.constantFrom(...patterns), fc.array(segment, { minLength: 4, maxLength: 4 }), fc.boolean(), fc.boolean())
  .map(([pattern, values, upper, slash]) => {
    const words = pattern.split('/').flatMap((word, i) => {
      if (word === '*') return values.slice(0, i % 3);
      return [word.startsWith(':') ? values[i]! : recase(word, upper)];
    });
    return `/${words.join('/')}${slash ? '/' : ''}`;
  });
// One leading slash: a path of two is another host's address.
const anyAddress = fc.oneof(address, fc.webPath()).map((path) => `/${path.replace(/^\/+/, '')}`);

const leaf = (matches: { route: RouteObject }[] | null) => matches?.at(-1)?.route.path;

describe('the routes a router starts with and is given as it goes', () => {
  it('a route may show an address with as many segments whose words agree, in any case', () => {
    const route = (path: string) => ({ path });
    expect(mayMatch(route('hub/details/:id'), '/hub/details/10031065')).toBe(true);
    expect(mayMatch(route('hub/details/:id'), '/HUB/Details/10031065/')).toBe(true);
    expect(mayMatch(route('hub/:step'), '/hub/details/10031065')).toBe(false);
    expect(mayMatch(route('hub/search'), '/hub/truck-type')).toBe(false);
    expect(mayMatch(route('stud/filter/:current'), '/stud/filter')).toBe(false);
    expect(mayMatch(route('*'), '/no/such/screen')).toBe(true);
    expect(mayMatch(route('hub/%C3%A9'), '/hub/%C3%A9')).toBe(true);
  });

  it('a router starts with the few screens its address may show, not all of them', () => {
    const first = (path: string) => startRoutes(path).routes[1]!.children!.map((route) => route.path);
    expect(first('/hub')).toEqual(['hub', '*']);
    expect(first('/hub/details/10031065')).toEqual(['hub/details/:id', '*']);
    expect(patterns.length).toBeGreaterThan(40);
  });

  it('from any address, a navigation ends on the route the whole tree matches', async () => {
    await fc.assert(
      fc.asyncProperty(anyAddress, fc.array(anyAddress, { minLength: 1, maxLength: 4 }), async (start, next) => {
        const { routes: first, patchRoutesOnNavigation } = startRoutes(start);
        const router = createMemoryRouter(first, { initialEntries: [start], patchRoutesOnNavigation });
        // A router given the whole tree at once, where an address no route matches is the first route's 404.
        const whole = createMemoryRouter(routes, { initialEntries: [start] });
        await Promise.all([ready(router), ready(whole)]);
        const same = () => {
          expect(leaf(router.state.matches)).toBe(leaf(whole.state.matches));
          expect(router.state.errors).toEqual(whole.state.errors);
        };
        same();
        for (const path of next) {
          await Promise.all([router.navigate(path), whole.navigate(path)]);
          same();
        }
        router.dispose();
        whole.dispose();
      }),
      { numRuns: 300 },
    );
  });
});
