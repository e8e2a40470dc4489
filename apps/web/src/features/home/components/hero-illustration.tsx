import { useId } from 'react';

/**
 * A live 1:1 class on a laptop, lit by an oil lamp (نبراس): our own drawing, so the hero needs
 * no image request. Decorative; the hero's text says everything it shows.
 */
export function HeroIllustration({ className = '' }: { className?: string }) {
  const glow = useId();
  return (
    <svg viewBox="0 0 560 480" className={className} aria-hidden="true">
      <defs>
        <radialGradient id={glow}>
          <stop offset="0" stopColor="#fbbf24" stopOpacity="0.7" />
          <stop offset="0.45" stopColor="#fcd34d" stopOpacity="0.25" />
          <stop offset="1" stopColor="#fde68a" stopOpacity="0" />
        </radialGradient>
      </defs>

      <circle cx="270" cy="250" r="205" className="fill-indigo-100 dark:fill-indigo-950" />
      <circle
        cx="270"
        cy="250"
        r="232"
        fill="none"
        strokeWidth="2"
        strokeDasharray="4 10"
        className="stroke-indigo-300 dark:stroke-indigo-700"
      />
      <circle cx="440" cy="330" r="115" fill={`url(#${glow})`} />

      {/* Laptop */}
      <rect
        x="40"
        y="96"
        width="330"
        height="222"
        rx="16"
        className="fill-slate-800 dark:fill-slate-700"
      />
      <rect
        x="54"
        y="110"
        width="302"
        height="190"
        rx="8"
        className="fill-indigo-50 dark:fill-slate-800"
      />
      <rect
        x="14"
        y="318"
        width="382"
        height="16"
        rx="8"
        className="fill-slate-300 dark:fill-slate-500"
      />
      <path d="M24 334h362l-12 9H36z" className="fill-slate-400 dark:fill-slate-600" />
      <rect
        x="175"
        y="318"
        width="60"
        height="6"
        rx="3"
        className="fill-slate-400 dark:fill-slate-600"
      />

      {/* Live badge */}
      <rect
        x="66"
        y="122"
        width="48"
        height="18"
        rx="9"
        className="fill-white dark:fill-slate-900"
      />
      <circle cx="78" cy="131" r="4" fill="#ef4444" />
      <rect
        x="87"
        y="128"
        width="19"
        height="6"
        rx="3"
        className="fill-slate-300 dark:fill-slate-600"
      />

      {/* Whiteboard behind the teacher */}
      <rect
        x="256"
        y="124"
        width="86"
        height="62"
        rx="6"
        className="fill-white dark:fill-slate-700"
      />
      <path
        d="M268 172l14-20 12 12 10-16 16 24"
        fill="none"
        stroke="#6366f1"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="268" y="134" width="34" height="5" rx="2.5" className="fill-amber-400" />

      {/* Teacher */}
      <path
        d="M132 300c0-44 28-68 68-68s68 24 68 68z"
        className="fill-indigo-600 dark:fill-indigo-500"
      />
      <path d="M160 250c-4-34 12-70 40-70s44 36 40 70l-12 10h-56z" fill="#0d9488" />
      <ellipse cx="200" cy="212" rx="24" ry="28" fill="#f1c6a1" />
      <path
        d="M174 206c2-24 14-36 26-36s24 12 26 36c-6-12-16-18-26-18s-20 6-26 18z"
        fill="#0f766e"
      />
      <circle cx="191" cy="212" r="3" fill="#1e293b" />
      <circle cx="209" cy="212" r="3" fill="#1e293b" />
      <path
        d="M192 224q8 7 16 0"
        fill="none"
        stroke="#1e293b"
        strokeWidth="2.5"
        strokeLinecap="round"
      />

      {/* The child, picture in picture */}
      <rect
        x="268"
        y="206"
        width="78"
        height="80"
        rx="10"
        strokeWidth="3"
        className="fill-amber-100 stroke-white dark:fill-amber-200 dark:stroke-slate-900"
      />
      <path d="M280 286c0-18 10-28 27-28s27 10 27 28z" className="fill-amber-500" />
      <circle cx="307" cy="238" r="15" fill="#c68642" />
      <path d="M291 236c0-14 8-20 16-20s17 6 16 20c-4-6-10-8-16-8s-12 2-16 8z" fill="#3f2a1d" />
      <circle cx="302" cy="240" r="2" fill="#1e293b" />
      <circle cx="312" cy="240" r="2" fill="#1e293b" />
      <path
        d="M302 247q5 4 10 0"
        fill="none"
        stroke="#1e293b"
        strokeWidth="2"
        strokeLinecap="round"
      />

      {/* Call controls */}
      <circle cx="80" cy="280" r="10" className="fill-slate-700 dark:fill-slate-600" />
      <rect x="77" y="274" width="6" height="9" rx="3" fill="#fff" />
      <circle cx="106" cy="280" r="10" className="fill-slate-700 dark:fill-slate-600" />
      <rect x="100" y="276" width="9" height="8" rx="2" fill="#fff" />
      <circle cx="132" cy="280" r="10" fill="#ef4444" />
      <rect x="126" y="278" width="12" height="4" rx="2" fill="#fff" />

      {/* The lamp: oil lamp with its flame at the spout */}
      <path d="M404 348c-10-2-20-10-28-22 12 2 24 8 34 14z" className="fill-amber-500" />
      <path
        d="M400 360c0-22 30-34 62-34s62 12 62 34c0 16-28 26-62 26s-62-10-62-26z"
        className="fill-amber-400"
      />
      <path
        d="M400 360c0 16 28 26 62 26s62-10 62-26c-14 8-36 12-62 12s-48-4-62-12z"
        className="fill-amber-500"
      />
      <ellipse cx="462" cy="330" rx="26" ry="7" className="fill-amber-300" />
      <circle cx="462" cy="320" r="7" className="fill-amber-300" />
      <path
        d="M522 352c24-2 26-30 4-32"
        fill="none"
        strokeWidth="8"
        strokeLinecap="round"
        className="stroke-amber-500"
      />
      <path d="M444 384h36l8 18h-52z" className="fill-amber-500" />
      <rect x="426" y="400" width="72" height="10" rx="5" className="fill-amber-600" />
      <path d="M374 326c-10-10-12-22-2-38 2 10 10 14 14 24 4 12-4 18-12 14z" fill="#f59e0b" />
      <path d="M376 320c-4-5-4-11 0-18 2 6 6 8 6 12 0 5-3 7-6 6z" fill="#fff7ed" />

      {/* Languages bubble: English and Arabic */}
      <path
        d="M30 30h80a16 16 0 0 1 16 16v26a16 16 0 0 1-16 16H56l-22 18 6-18H30a16 16 0 0 1-16-16V46a16 16 0 0 1 16-16z"
        strokeWidth="1.5"
        className="fill-white stroke-indigo-100 dark:fill-slate-800 dark:stroke-slate-700"
      />
      {/* Letters drawn as strokes, so no font is fetched for them: "A", then "أب" */}
      <g fill="none" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round">
        <path d="M30 72l10-28 10 28M34 62h12" className="stroke-indigo-700 dark:stroke-amber-300" />
        <path d="M64 58v6q0 8 8 8h16q8 0 8-8v-6M108 50v22" stroke="#0d9488" />
        <path d="M111 38q-5-3-6 1.5t5 2l-6 3" stroke="#0d9488" strokeWidth="2.5" />
      </g>
      <circle cx="80" cy="81" r="3" fill="#0d9488" />

      {/* Atom: STEM */}
      <g
        transform="translate(470 128)"
        fill="none"
        strokeWidth="3"
        className="stroke-indigo-500 dark:stroke-indigo-300"
      >
        <ellipse rx="40" ry="15" />
        <ellipse rx="40" ry="15" transform="rotate(60)" />
        <ellipse rx="40" ry="15" transform="rotate(120)" />
      </g>
      <circle cx="470" cy="128" r="6" className="fill-amber-400" />

      {/* Progress card: growth you can see */}
      <rect
        x="4"
        y="370"
        width="150"
        height="86"
        rx="14"
        strokeWidth="1.5"
        className="fill-white stroke-indigo-100 dark:fill-slate-800 dark:stroke-slate-700"
      />
      <rect
        x="22"
        y="426"
        width="16"
        height="14"
        rx="3"
        className="fill-indigo-200 dark:fill-indigo-800"
      />
      <rect
        x="46"
        y="414"
        width="16"
        height="26"
        rx="3"
        className="fill-indigo-300 dark:fill-indigo-600"
      />
      <rect x="70" y="400" width="16" height="40" rx="3" className="fill-indigo-500" />
      <rect x="94" y="388" width="16" height="52" rx="3" className="fill-amber-400" />
      <circle cx="132" cy="394" r="10" fill="#10b981" />
      <path
        d="M127 394l4 4 6-7"
        fill="none"
        stroke="#fff"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />

      {/* Sparkles */}
      <path d="M538 230l4 10 10 4-10 4-4 10-4-10-10-4 10-4z" className="fill-amber-400" />
      <path d="M196 34l3 8 8 3-8 3-3 8-3-8-8-3 8-3z" className="fill-amber-400" />
      <path
        d="M236 438l3 7 7 3-7 3-3 7-3-7-7-3 7-3z"
        className="fill-indigo-400 dark:fill-amber-300"
      />
    </svg>
  );
}
