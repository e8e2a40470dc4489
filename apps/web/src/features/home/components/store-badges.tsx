import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

function AppleGlyph() {
  return (
    <svg viewBox="0 0 24 24" className="size-7" fill="currentColor" aria-hidden="true">
      <path d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7-1.1-1.7-2.9-1.9-3.5-1.9-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.9-3.2-.8-1.6 0-3.1 1-4 2.4-1.7 3-.4 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8s1.9.8 3.2.8c1.3 0 2.1-1.2 2.9-2.4.9-1.3 1.3-2.7 1.3-2.7s-2.5-1-2.4-4zM14 5.4c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1 .1 2.1-.6 2.8-1.4z" />
    </svg>
  );
}

function PlayGlyph() {
  return (
    <svg viewBox="0 0 24 24" className="size-7" aria-hidden="true">
      <path d="M3.6 2.2 13.4 12l-9.8 9.8c-.4-.2-.6-.6-.6-1.1V3.3c0-.5.2-.9.6-1.1z" fill="#22d3ee" />
      <path d="M3.6 2.2c.4-.2.9-.2 1.4.1l11.6 6.5-3.2 3.2z" fill="#34d399" />
      <path d="m13.4 12 3.2 3.2L5 21.7c-.5.3-1 .3-1.4.1z" fill="#f43f5e" />
      <path d="m16.6 8.8 3.5 2c.8.5.8 1.7 0 2.2l-3.5 2-3.2-3z" fill="#fbbf24" />
    </svg>
  );
}

const stores = [
  { key: 'appStore', Glyph: AppleGlyph },
  { key: 'googlePlay', Glyph: PlayGlyph },
] as const;

/**
 * App Store and Google Play badges, drawn here. The apps are not published yet, so the badges
 * lead to the "coming soon" page (docs/shared/SPEC.md section 1: placeholder links).
 */
export function StoreBadges() {
  const { t } = useTranslation('home');
  return (
    <ul className="flex flex-wrap gap-3">
      {stores.map(({ key, Glyph }) => (
        <li key={key}>
          <Link
            to="/coming-soon"
            className="inline-flex h-14 items-center gap-3 rounded-xl bg-slate-950 px-4 text-white ring-1 ring-white/25 transition-colors hover:bg-slate-800"
          >
            <Glyph />
            <span className="flex flex-col text-start">
              <span className="text-xs leading-none">{t(`closing.${key}.small`)}</span>
              <span className="mt-1 text-lg leading-none font-semibold">
                {t(`closing.${key}.name`)}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
