import { runtimeConfig } from '../../lib/runtime-config';

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
        src={`${runtimeConfig().apiBaseUrl}${url}`}
        alt=""
        className={`${size} shrink-0 rounded-full object-cover`}
      />
    );
  }
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0])
    .join('');
  return (
    <span
      aria-hidden="true"
      className={`${size} flex shrink-0 items-center justify-center rounded-full bg-indigo-100 text-lg font-bold text-indigo-800 dark:bg-amber-400/15 dark:text-amber-300`}
    >
      {initials}
    </span>
  );
}
