import { runtimeConfig } from '@/lib/runtime-config';

/** Sizes drawn at 64 CSS px or less: the server's small photo (128 px) is sharp there. */
const smallSizes = new Set(['size-8', 'size-9', 'size-10', 'size-11', 'size-12', 'size-16']);

/** A stored photo's address in the size it is drawn at (the API keeps 512 px and 128 px). */
export function photoUrl(url: string, sizeClass: string) {
  if (!smallSizes.has(sizeClass)) return url;
  return `${url}${url.includes('?') ? '&' : '?'}size=small`;
}

/** Where to load a stored photo from, in the size it is drawn at. */
export function photoSrc(url: string, sizeClass: string) {
  return `${runtimeConfig().apiBaseUrl}${photoUrl(url, sizeClass)}`;
}

/** The first letters of a name's first two words, for a person without a photo. */
export function initialsOf(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
}

/** A person's photo, or their initials on the brand colour when there is none. */
export function Avatar({
  name,
  url,
  size = 'size-16',
}: {
  name: string;
  url: string | null;
  size?: string;
}) {
  if (url) {
    return (
      <img
        src={photoSrc(url, size)}
        alt=""
        className={`${size} shrink-0 rounded-full object-cover`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${size} flex shrink-0 items-center justify-center rounded-full bg-indigo-100 text-lg font-bold text-indigo-800 dark:bg-amber-400/15 dark:text-amber-300`}
    >
      {initialsOf(name)}
    </span>
  );
}
