import { useId } from 'react';

/** The mobile app: the next class, a progress chart and the subjects, on a phone. Decorative. */
export function PhoneIllustration({ className = '' }: { className?: string }) {
  const glow = useId();
  return (
    <svg viewBox="0 0 260 420" className={className} aria-hidden="true">
      <defs>
        <radialGradient id={glow}>
          <stop offset="0" stopColor="#fbbf24" stopOpacity="0.55" />
          <stop offset="1" stopColor="#fbbf24" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="130" cy="200" r="130" fill={`url(#${glow})`} />
      <rect x="40" y="12" width="180" height="392" rx="32" fill="#0f172a" />
      <rect
        x="50"
        y="24"
        width="160"
        height="368"
        rx="24"
        className="fill-white dark:fill-slate-800"
      />
      <rect x="105" y="32" width="50" height="8" rx="4" fill="#0f172a" />

      <rect x="62" y="54" width="24" height="24" rx="6" fill="#3730a3" />
      <path d="M74 57c3 4 5 6 5 10a5 5 0 0 1-10 0c0-4 2-6 5-10z" fill="#fbbf24" />
      <rect
        x="94"
        y="60"
        width="56"
        height="7"
        rx="3.5"
        className="fill-slate-800 dark:fill-slate-200"
      />
      <rect
        x="94"
        y="71"
        width="36"
        height="5"
        rx="2.5"
        className="fill-slate-300 dark:fill-slate-500"
      />

      <rect x="62" y="92" width="136" height="86" rx="16" fill="#4338ca" />
      <circle cx="86" cy="118" r="13" fill="#f1c6a1" />
      <path d="M73 116c1-10 7-15 13-15s12 5 13 15c-4-5-8-7-13-7s-9 2-13 7z" fill="#0f766e" />
      <rect x="106" y="110" width="70" height="7" rx="3.5" fill="#fff" />
      <rect x="106" y="122" width="48" height="5" rx="2.5" fill="#c7d2fe" />
      <rect x="74" y="146" width="64" height="20" rx="10" fill="#fbbf24" />
      <rect x="86" y="153" width="40" height="6" rx="3" fill="#1e1b4b" />
      <circle cx="178" cy="156" r="10" fill="#ef4444" />
      <circle cx="178" cy="156" r="4" fill="#fff" />

      <rect
        x="62"
        y="196"
        width="70"
        height="7"
        rx="3.5"
        className="fill-slate-800 dark:fill-slate-200"
      />
      <path d="M64 292h132" strokeWidth="2" className="stroke-slate-200 dark:stroke-slate-600" />
      <rect
        x="70"
        y="266"
        width="16"
        height="26"
        rx="4"
        className="fill-indigo-200 dark:fill-indigo-800"
      />
      <rect
        x="94"
        y="252"
        width="16"
        height="40"
        rx="4"
        className="fill-indigo-300 dark:fill-indigo-600"
      />
      <rect x="118" y="238" width="16" height="54" rx="4" className="fill-indigo-500" />
      <rect
        x="142"
        y="226"
        width="16"
        height="66"
        rx="4"
        className="fill-indigo-600 dark:fill-indigo-400"
      />
      <rect x="166" y="214" width="16" height="78" rx="4" fill="#fbbf24" />

      <rect x="62" y="310" width="40" height="18" rx="9" fill="#d1fae5" />
      <rect x="108" y="310" width="40" height="18" rx="9" fill="#e0f2fe" />
      <rect x="154" y="310" width="40" height="18" rx="9" fill="#ffe4e6" />

      <path d="M50 352h160" strokeWidth="1.5" className="stroke-slate-200 dark:stroke-slate-700" />
      <circle cx="82" cy="372" r="5" fill="#4338ca" />
      <circle cx="114" cy="372" r="5" className="fill-slate-300 dark:fill-slate-600" />
      <circle cx="146" cy="372" r="5" className="fill-slate-300 dark:fill-slate-600" />
      <circle cx="178" cy="372" r="5" className="fill-slate-300 dark:fill-slate-600" />
    </svg>
  );
}
