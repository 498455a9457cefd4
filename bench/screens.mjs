// The four screens whose loading the shop-bay benches measure (Lighthouse and the main thread's blocking).
export const pages = [
  { name: '/hub', path: '/hub' },
  { name: "a hub's details", path: '/hub/details/10032003' },
  { name: 'a drum recommendation', path: '/hub/replacement-drum/recommended-drums/576' },
  { name: 'a kit page', path: '/hub/hub-rebuild-kits-detail/10044210' },
];
