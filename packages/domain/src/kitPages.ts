/** The kit detail pages: the API call under /kits/, the page route, the page title and the kind of
 * catalog kit each one shows. */
export const KIT_PAGES = {
  rebuild: { call: 'preSetPlusRebuildKit', page: 'hub-rebuild-kits-detail', title: 'Hub Rebuild Kit' },
  abs_service: { call: 'absKit', page: 'abs-service-kit-detail', title: 'ABS Service Kit' },
  seal: { call: 'seal', page: 'seals-detail', title: 'Wheel Seal' },
  abs_tone_ring: { call: 'absToneRingKit', page: 'abs-tone-ring-detail', title: 'ABS Tone Ring' },
  spindle_nut: { call: 'spindleKit', page: 'spindle-nut-kit-detail', title: 'Spindle Nut Kit' },
  seal_spacer: { call: 'sealSpacerKit', page: 'seal-spacer-kit-detail', title: 'Wheel Seal and Spacer Kit' },
  bearing: { call: 'bearing', page: 'bearing-detail', title: 'Bearing Set' },
} as const;
export type KitKind = keyof typeof KIT_PAGES;
export const KIT_KINDS = Object.keys(KIT_PAGES) as KitKind[];
