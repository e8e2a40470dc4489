import spriteUrl from '@/features/home/illustrations.svg?no-inline';

const viewBoxes = {
  hero: '0 0 560 480',
  'growth-path': '0 0 480 400',
  phone: '0 0 260 420',
} as const;

/**
 * One of the home page's drawings, from features/home/illustrations.svg (issue 35): a file the
 * browser fetches once and caches, not 4 kB of the first load's JavaScript. Its colours follow
 * the theme through the .illustration custom properties of src/styles.css. Decorative.
 */
export function Illustration({
  name,
  className,
}: {
  name: keyof typeof viewBoxes;
  className: string;
}) {
  return (
    <svg viewBox={viewBoxes[name]} className={`illustration ${className}`} aria-hidden="true">
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
