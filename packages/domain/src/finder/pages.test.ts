import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pageWindow } from './pages';

/** A page count and a page among them, and how many neighbours show either side. */
const shown = fc
  .integer({ min: 1, max: 500 })
  .chain((count) => fc.tuple(fc.integer({ min: 1, max: count }), fc.constant(count), fc.integer({ min: 0, max: 3 })));

/** The number of gaps (ellipses) a pager draws between the numbers. */
const gaps = (pages: number[]) => pages.filter((n, i) => i > 0 && n - pages[i - 1] > 1).length;

describe('the page numbers a pager shows', () => {
  it('shows every page of a short list', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows the first, the last, the page and its neighbours of a long list', () => {
    expect(pageWindow(1, 154)).toEqual([1, 2, 3, 4, 5, 154]);
    expect(pageWindow(4, 154)).toEqual([1, 2, 3, 4, 5, 154]);
    expect(pageWindow(5, 154)).toEqual([1, 4, 5, 6, 154]);
    expect(pageWindow(77, 154)).toEqual([1, 76, 77, 78, 154]);
    expect(pageWindow(150, 154)).toEqual([1, 149, 150, 151, 154]);
    expect(pageWindow(151, 154)).toEqual([1, 150, 151, 152, 153, 154]);
    expect(pageWindow(154, 154)).toEqual([1, 150, 151, 152, 153, 154]);
    expect(pageWindow(8, 20, 2)).toEqual([1, 6, 7, 8, 9, 10, 20]);
  });

  it('holds a page outside the list to its nearest end', () => {
    expect(pageWindow(0, 154)).toEqual(pageWindow(1, 154));
    expect(pageWindow(999, 154)).toEqual(pageWindow(154, 154));
  });

  it('always shows the first, the last and the page, in order, each once', () => {
    fc.assert(
      fc.property(shown, ([page, count, around]) => {
        const pages = pageWindow(page, count, around);
        expect(pages).toContain(1);
        expect(pages).toContain(count);
        expect(pages).toContain(page);
        for (let i = 1; i < pages.length; i++) expect(pages[i]).toBeGreaterThan(pages[i - 1]);
        expect(pages.every((n) => Number.isInteger(n) && n >= 1 && n <= count)).toBe(true);
      }),
    );
  });

  it('shows the neighbours of the page', () => {
    fc.assert(
      fc.property(shown, ([page, count, around]) => {
        const pages = pageWindow(page, count, around);
        for (let n = Math.max(page - around, 1); n <= Math.min(page + around, count); n++) expect(pages).toContain(n);
      }),
    );
  });

  it('keeps the pager within one width, whatever the page and the count', () => {
    fc.assert(
      fc.property(shown, ([page, count, around]) => {
        const pages = pageWindow(page, count, around);
        expect(pages.length + gaps(pages)).toBeLessThanOrEqual(2 * around + 5);
        if (count > 2 * around + 5) expect(pages.length + gaps(pages)).toBe(2 * around + 5);
      }),
    );
  });

  it('never puts a gap where a single page would fit', () => {
    fc.assert(
      fc.property(shown, ([page, count, around]) => {
        const pages = pageWindow(page, count, around);
        for (let i = 1; i < pages.length; i++) expect(pages[i] - pages[i - 1]).not.toBe(2);
      }),
    );
  });
});
