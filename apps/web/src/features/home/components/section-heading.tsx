/** The eyebrow, title and lead that open each home section; the title names the section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = 'center',
}: {
  id: string;
  eyebrow: string;
  title: string;
  lead?: string;
  align?: 'center' | 'start';
}) {
  const centered = align === 'center';
  return (
    <div className={centered ? 'mx-auto max-w-2xl text-center' : 'max-w-xl'}>
      <p className="text-sm font-bold tracking-wide text-indigo-700 uppercase dark:text-amber-300">
        {eyebrow}
      </p>
      <h2
        id={id}
        className="mt-2 text-3xl leading-tight font-extrabold text-balance text-slate-900 sm:text-4xl dark:text-white"
      >
        {title}
      </h2>
      {lead && (
        <p className="mt-4 text-lg leading-relaxed text-pretty text-slate-600 dark:text-slate-300">
          {lead}
        </p>
      )}
    </div>
  );
}
