export const DRUM_ROOT = '/hub/replacement-drum';
export const drumDetailsPath = (id: number) => `${DRUM_ROOT}/drumdetails/${id}`;
