/** The address of a part drawing by its guid. */
export const imageUrl = (guid: string | null | undefined) => (guid ? `/cdn/images/${guid}.png` : null);
