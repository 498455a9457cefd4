const range = (from: number, to: number) => Array.from({ length: Math.max(to - from + 1, 0) }, (_, i) => from + i);

/**
 * The page numbers a results pager shows, of `count` pages with `page` shown: the first, the last, that
 * page and `around` pages either side of it, in order. Between two numbers that do not follow each
 * other the pager shows a gap (an ellipsis), which always stands for two pages or more: a single page
 * is shown instead. Near either end the numbers are filled out, so the pager keeps one width
 * (`2 * around + 5` places, gaps included) whatever the page.
 */
export function pageWindow(page: number, count: number, around = 1): number[] {
  const places = 2 * around + 5;
  if (count <= places) return range(1, count);
  const shown = Math.min(Math.max(Math.trunc(page) || 1, 1), count);
  if (shown <= around + 3) return [...range(1, places - 2), count];
  if (shown >= count - around - 2) return [1, ...range(count - places + 3, count)];
  return [1, ...range(shown - around, shown + around), count];
}
