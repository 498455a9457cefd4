import { message } from './i18n/keys';

/** The kit detail pages: the API call under /kits/, the page route, the page title and the kind of
 * catalog kit each one shows. */
export const KIT_PAGES = {
  rebuild: { call: 'preSetPlusRebuildKit', page: 'hub-rebuild-kits-detail', title: message('parts.kit.rebuild') },
  abs_service: { call: 'absKit', page: 'abs-service-kit-detail', title: message('parts.kit.absService') },
  seal: { call: 'seal', page: 'seals-detail', title: message('parts.kit.seal') },
  abs_tone_ring: { call: 'absToneRingKit', page: 'abs-tone-ring-detail', title: message('parts.kit.absToneRing') },
  spindle_nut: { call: 'spindleKit', page: 'spindle-nut-kit-detail', title: message('parts.kit.spindleNut') },
  seal_spacer: { call: 'sealSpacerKit', page: 'seal-spacer-kit-detail', title: message('parts.kit.sealSpacer') },
  bearing: { call: 'bearing', page: 'bearing-detail', title: message('parts.kit.bearing') },
} as const;
export type KitKind = keyof typeof KIT_PAGES;
export const KIT_KINDS = Object.keys(KIT_PAGES) as KitKind[];
