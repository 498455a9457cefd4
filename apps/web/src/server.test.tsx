import { describe, expect, it } from 'vitest';
import { appConfig, brand } from './shared/config';
import { headingIn, render } from './server';

const drums = '/api/v11/brakedrum/summaries?cbdid=576';
const url = (path: string) => `http://localhost${path}`;

describe('a screen rendered on the server', () => {
  it('the start screen as the app renders it, in English, with nothing to take over', async () => {
    const page = await render(url('/hub'), {}, appConfig);
    expect(page!.html).toContain('What are you looking for?');
    expect(page!.html).toMatch(/<input[^>]+role="combobox"/);
    // The shell's own call (the notifications) is not among the page's answers: it waits, as in the browser.
    expect(page!.state.queries.map((q) => q.queryKey[0])).not.toContain('notifications');
  });

  it('the document title the app gives the screen, from its heading', async () => {
    const start = await render(url('/hub'), {}, appConfig);
    expect(start!.title).toBe(`What are you looking for? – ${brand.name} Parts Finder`);
    // A screen still waiting for its answer shows no heading yet: the site's name alone.
    const waiting = await render(url('/hub/replacement-drum/recommended-drums/576'), {}, appConfig);
    expect(headingIn(waiting!.html)).toBeUndefined();
    expect(waiting!.title).toBe(`${brand.name} Parts Finder`);
  });

  it('in the reader’s language: its texts, its title and its calls; the next page speaks its own', async () => {
    const start = await render(url('/hub'), {}, appConfig, undefined, 'es');
    expect(start!.html).toContain('¿Qué está buscando?');
    expect(start!.title).toBe(`¿Qué está buscando? – ${brand.name} Buscador de Partes`);
    const answer = { Status: 'ZERO_RESULTS', Results: [] };
    const french = await render(
      url('/hub/replacement-drum/recommended-drums/576'),
      { [drums]: answer },
      appConfig,
      undefined,
      'fr-CA',
    );
    expect(french!.html).toContain('Aucun résultat trouvé.');
    expect(french!.complete).toBe(true);
    // A call that takes the reader's language carries it, as the app in the browser makes it.
    const asked: string[] = [];
    const kit = async (call: string) => void asked.push(call);
    await render(url('/hub/hub-rebuild-kits-detail/10044210'), {}, appConfig, kit, 'es');
    expect(asked.filter((c) => c.includes('/kits/'))).toEqual([expect.stringMatching(/\/10044210\?lang=es$/)]);
    const english = await render(url('/hub'), {}, appConfig);
    expect(english!.html).toContain('What are you looking for?');
    expect(english!.html).not.toContain('¿Qué está buscando?');
  });

  it('the heading read as the page shows it: tags dropped, characters written as references read back', () => {
    expect(
      headingIn(
        '<main><h1 class="x" tabindex="-1">Hub <span>10031065</span>\n  &amp; kit &#x27;A&#x27; &#8211; &lt;b&gt;</h1></main>',
      ),
    ).toBe("Hub 10031065 & kit 'A' – <b>");
    expect(headingIn('<h1>&#x110000; &nosuch;</h1>')).toBe('&#x110000; &nosuch;');
    expect(headingIn('<h2>Not a heading one</h2>')).toBeUndefined();
    expect(headingIn('<h1> </h1>')).toBeUndefined();
  });

  it('a result screen from the page’s answers, which its state carries for the app', async () => {
    const answer = { Status: 'ZERO_RESULTS', Results: [] };
    const page = await render(url('/hub/replacement-drum/recommended-drums/576'), { [drums]: answer }, appConfig);
    expect(page!.html).toContain('No results were found.');
    expect(page!.state.queries).toHaveLength(1);
    expect(page!.state.queries[0]!.state.data).toBeDefined();
    // Every call answered: a page the server may keep.
    expect(page!.complete).toBe(true);
  });

  it('without its answers, the screen waits as the app’s first render does, and makes no call', async () => {
    const page = await render(url('/hub/replacement-drum/recommended-drums/576'), {}, appConfig);
    expect(page!.html).not.toContain('No results were found.');
    expect(page!.html).toContain('Receiving results');
    expect(page!.state.queries).toEqual([]);
    expect(page!.complete).toBe(false);
  });

  it('a call the page’s answers do not hold is asked of the server, once; the browser’s own calls are not', async () => {
    const asked: string[] = [];
    const ask = async (call: string) => {
      asked.push(call);
      return call === drums ? { Status: 'ZERO_RESULTS', Results: [] } : undefined;
    };
    const page = await render(url('/hub/replacement-drum/recommended-drums/576'), {}, appConfig, ask);
    expect(page!.html).toContain('No results were found.');
    expect(page!.state.queries).toHaveLength(1);
    expect(asked).toEqual([drums]);
    expect(page!.complete).toBe(true);
    asked.length = 0;
    const home = await render(url('/hub'), {}, appConfig, ask);
    expect(home!.html).toContain('What are you looking for?');
    // The notifications are merged into the device's list by the browser: never answered here.
    expect(asked.some((call) => call.includes('notification'))).toBe(false);
    // The browser's own calls waiting do not keep a page from being whole.
    expect(home!.complete).toBe(true);
  });

  it('an answer the server gives too slowly is not waited for past the render’s time: the screen waits for it', async () => {
    const slow = () => new Promise((resolve) => setTimeout(() => resolve({ Status: 'ZERO_RESULTS' }), 3000));
    const began = Date.now();
    const page = await render(url('/hub/replacement-drum/recommended-drums/576'), {}, appConfig, slow);
    expect(Date.now() - began).toBeLessThan(2000);
    expect(page!.html).toContain('Receiving results');
    expect(page!.state.queries).toEqual([]);
    expect(page!.complete).toBe(false);
  });

  it('a busy server sends pages without their screen rather than keep them waiting', async () => {
    const pages = await Promise.all(Array.from({ length: 12 }, () => render(url('/hub'), {}, appConfig)));
    expect(pages.filter((p) => p === null)).toHaveLength(4);
    expect(pages.slice(0, 8).every((p) => p?.html.includes('What are you looking for?'))).toBe(true);
  });

  it('nothing for an address the app redirects', async () => {
    expect(await render(url('/'), {}, appConfig)).toBeNull();
  });
});
