import type { ComponentProps } from 'react';
import { Link } from 'react-router';

type ButtonStyle = {
  variant?: 'primary' | 'secondary' | 'accent' | 'ghost';
  size?: 'md' | 'lg';
};

const base =
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition-colors disabled:pointer-events-none disabled:opacity-60';

// Indigo carries the brand in light mode, amber in dark mode; both pairs pass WCAG AA.
const variants = {
  primary:
    'bg-indigo-700 text-white shadow-sm hover:bg-indigo-800 dark:bg-amber-400 dark:text-slate-950 dark:hover:bg-amber-300',
  secondary:
    'border border-indigo-700 bg-white/60 text-indigo-800 hover:bg-indigo-50 dark:border-amber-300 dark:bg-transparent dark:text-amber-200 dark:hover:bg-slate-800',
  // For dark or coloured bands, where the primary indigo would not stand out.
  accent:
    'bg-amber-400 text-slate-950 shadow-sm hover:bg-amber-300 dark:bg-amber-400 dark:hover:bg-amber-300',
  ghost:
    'text-slate-700 hover:bg-slate-100 hover:text-indigo-800 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-amber-300',
} as const;

const sizes = { md: 'h-10 px-5 text-sm', lg: 'h-12 px-7 text-base' } as const;

/** The classes of a button, for elements that only need to look like one. */
export function buttonClass({ variant = 'primary', size = 'md' }: ButtonStyle = {}) {
  return `${base} ${variants[variant]} ${sizes[size]}`;
}

export function Button({
  variant,
  size,
  className = '',
  type = 'button',
  ...props
}: ComponentProps<'button'> & ButtonStyle) {
  return (
    <button type={type} className={`${buttonClass({ variant, size })} ${className}`} {...props} />
  );
}

/** A link to another page of the app that looks like a button. */
export function ButtonLink({
  variant,
  size,
  className = '',
  ...props
}: ComponentProps<typeof Link> & ButtonStyle) {
  return <Link className={`${buttonClass({ variant, size })} ${className}`} {...props} />;
}
