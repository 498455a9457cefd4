import { describe, expect, it } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { notFound } from '../features/info/routes';
import { pagePatterns, ready, routes } from './router';

describe('the address patterns the build gives the server', () => {
  const patterns = pagePatterns();

  it('every route’s, the redirects’ and the root’s; Page Not Found’s alone marked so', () => {
    const paths = patterns.map((p) => p.path);
    for (const path of [
      '',
      'hub',
      'hub/finder',
      'filters',
      'hub/details/:id',
      'hub/:step',
      'hub/casting/filter/:current',
    ])
      expect(paths).toContain(path);
    expect(paths).toContain('hub/seals-detail/:partNumber');
    expect(patterns.filter((p) => p.notFound).map((p) => p.path)).toEqual(['404', '*']);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('each one, its parameters filled, is where the router shows that route', async () => {
    for (const { path, notFound: missing } of patterns) {
      if (path.includes('*')) continue;
      const address = `/${path.replace(/:\w+/g, 'truck-type')}`;
      const router = createMemoryRouter(routes, { initialEntries: [address] });
      await ready(router);
      const leaf = router.state.matches.at(-1)?.route;
      if (path === '') expect(router.state.location.pathname).toBe('/hub');
      else expect(leaf?.path, address).toBe(path);
      expect(leaf?.element === notFound, address).toBe(missing);
      router.dispose();
    }
  });
});
