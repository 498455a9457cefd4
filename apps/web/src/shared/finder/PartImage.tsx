import { drawingUrl, type DrawingSize } from '@wheelend/domain';

/** A part drawing served by image guid. */
export function PartImage({
  guid,
  alt,
  size = 250,
  className,
}: {
  guid?: string | null;
  alt: string;
  size?: DrawingSize;
  className?: string;
}) {
  if (!guid) return null;
  return <img src={drawingUrl(guid)} alt={alt} width={size} height={size} className={className} />;
}
