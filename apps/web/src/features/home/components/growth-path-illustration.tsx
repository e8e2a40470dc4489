import { useId } from 'react';

/** Turns a pictogram back round in place inside the mirrored scene: a chart still rises, a tick still ticks. */
const unmirrored = 'origin-center [transform-box:fill-box] rtl:-scale-x-100';

/**
 * The road from the first free lesson to a lit lamp: the long-term plan of docs/shared/SPEC.md section 1.
 * Decorative. In Arabic the road runs the way the page reads (the scene is mirrored), but the
 * pictures on it are not: each is turned back, as a calendar, a camera and a chart look the same
 * in every language.
 */
export function GrowthPathIllustration({ className = '' }: { className?: string }) {
  const glow = useId();
  const road = 'M56 350C170 350 96 236 214 232S318 132 404 92';
  return (
    <svg
      viewBox="0 0 480 400"
      className={`rounded-[2rem] rtl:-scale-x-100 ${className}`}
      aria-hidden="true"
    >
      <defs>
        <radialGradient id={glow}>
          <stop offset="0" stopColor="#fbbf24" stopOpacity="0.65" />
          <stop offset="1" stopColor="#fde68a" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="480" height="400" className="fill-indigo-50 dark:fill-slate-900" />
      <circle cx="404" cy="80" r="96" fill={`url(#${glow})`} />
      <path
        d="M0 300c80-30 150-10 220 10s160 30 260-20v110H0z"
        className="fill-indigo-100 dark:fill-slate-800"
      />

      <path
        d={road}
        fill="none"
        strokeWidth="30"
        strokeLinecap="round"
        className="stroke-white dark:stroke-slate-700"
      />
      <path
        d={road}
        fill="none"
        strokeWidth="3"
        strokeDasharray="10 12"
        strokeLinecap="round"
        className="stroke-amber-400"
      />

      {/* 1: book a lesson (calendar) */}
      <circle cx="62" cy="350" r="28" className="fill-indigo-700 dark:fill-indigo-500" />
      <g className={unmirrored} data-testid="growth-calendar">
        <rect x="48" y="338" width="28" height="26" rx="4" fill="#fff" />
        <rect x="48" y="338" width="28" height="8" rx="3" fill="#fbbf24" />
        <path
          d="M55 355l4 4 8-8"
          fill="none"
          stroke="#4338ca"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>

      {/* 2: meet the teacher (video camera) */}
      <circle cx="214" cy="232" r="28" className="fill-indigo-700 dark:fill-indigo-500" />
      <g className={unmirrored} data-testid="growth-camera">
        <rect x="196" y="221" width="26" height="22" rx="5" fill="#fff" />
        <path d="M224 228l10-6v20l-10-6z" fill="#fff" />
      </g>

      {/* 3: watch them grow (chart) */}
      <circle cx="316" cy="146" r="28" className="fill-indigo-700 dark:fill-indigo-500" />
      <g className={unmirrored} data-testid="growth-chart">
        <rect x="302" y="148" width="7" height="10" rx="2" fill="#fff" />
        <rect x="313" y="140" width="7" height="18" rx="2" fill="#fff" />
        <rect x="324" y="132" width="7" height="26" rx="2" fill="#fbbf24" />
      </g>

      {/* The lamp at the end of the road */}
      <path
        d="M372 96c0-14 16-22 34-22s34 8 34 22-16 18-34 18-34-6-34-18z"
        className="fill-amber-400"
      />
      <path d="M376 86c-8-2-14-8-20-16 8 1 16 5 22 10z" className="fill-amber-500" />
      <path d="M396 112h20l4 10h-28z" className="fill-amber-500" />
      <path d="M354 74c-7-7-8-15-1-26 1 7 7 10 9 17 3 8-3 12-8 9z" fill="#f59e0b" />
      <path d="M355 69c-3-3-3-7 0-11 1 3 4 5 4 8 0 3-2 4-4 3z" fill="#fff7ed" />
      <path
        d="M434 100c14-2 14-18 2-20"
        fill="none"
        strokeWidth="6"
        strokeLinecap="round"
        className="stroke-amber-500"
      />

      <path d="M448 178l3 8 8 3-8 3-3 8-3-8-8-3 8-3z" className="fill-amber-400" />
      <path
        d="M120 150l3 8 8 3-8 3-3 8-3-8-8-3 8-3z"
        className="fill-indigo-400 dark:fill-amber-300"
      />
      <path
        d="M280 40l2 6 6 2-6 2-2 6-2-6-6-2 6-2z"
        className="fill-indigo-400 dark:fill-amber-300"
      />
    </svg>
  );
}
