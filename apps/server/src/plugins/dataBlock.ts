/** A page's JSON data block, which the web app reads once (`apps/web/src/shared/dataBlock.ts`); `<`
 * escaped, so no text in it can end the block. */
export const dataBlock = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
