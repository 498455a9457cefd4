/** A part drawing served by image guid. */
export function PartImage({
  guid,
  alt,
  size = 250,
  className,
}: {
  guid?: string | null;
  alt: string;
  size?: 200 | 250 | 300 | 400;
  className?: string;
}) {
  if (!guid) return null;
  return (
    <img src={`/cdn/images/${size}x${size}/${guid}.png`} alt={alt} width={size} height={size} className={className} />
  );
}
