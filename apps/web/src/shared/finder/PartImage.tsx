const sizes = [200, 250, 300, 400] as const;
type Size = (typeof sizes)[number];

const url = (guid: string, size: Size) => `/cdn/images/${size}x${size}/${guid}.png`;

/** The drawing for screens of more than one pixel per point: the first size at least 1.5 times
 * as large, or the largest there is, so that a phone does not show it blurred. */
export function denserSource(guid: string, size: Size): string | undefined {
  const denser = sizes.find((s) => s >= size * 1.5) ?? sizes[sizes.length - 1];
  if (denser <= size) return undefined;
  return `${url(guid, size)} 1x, ${url(guid, denser)} ${Number((denser / size).toFixed(2))}x`;
}

/** A part drawing served by image guid. */
export function PartImage({
  guid,
  alt,
  size = 250,
  className,
}: {
  guid?: string | null;
  alt: string;
  size?: Size;
  className?: string;
}) {
  if (!guid) return null;
  return (
    <img
      src={url(guid, size)}
      srcSet={denserSource(guid, size)}
      alt={alt}
      width={size}
      height={size}
      className={className}
    />
  );
}
