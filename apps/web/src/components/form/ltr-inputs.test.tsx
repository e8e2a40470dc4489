import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { switchLanguage } from '@/test/app-fakes';
import { isLeftToRightInput } from './number-input';
import { TextField } from './text-field';

/** Every screen's source, to find raw <input> elements that skip the shared form components. */
const sources = import.meta.glob(['../../**/*.tsx', '!../../**/*.test.tsx'], {
  eager: true,
  query: '?raw',
  import: 'default',
}) as Record<string, string>;

/** The opening tags of raw <input> elements whose content reads left to right but lack `dir`. */
function inputsWithoutDirection(source: string): string[] {
  const tags = source.match(/<input\b[^>]*?\/?>/gs) ?? [];
  return tags.filter((tag) => {
    const type = /\btype="(\w+)"/.exec(tag)?.[1];
    const mode = /\binputMode="(\w+)"/.exec(tag)?.[1];
    const numberProps = tag.includes('numberInputProps(');
    return !numberProps && isLeftToRightInput(type, mode) && !/\bdir=/.test(tag);
  });
}

describe('inputs whose content reads left to right', () => {
  beforeAll(() => switchLanguage('en'));

  it.each([
    ['email', undefined],
    ['tel', undefined],
    ['url', undefined],
    ['number', undefined],
    ['text', 'numeric'],
    ['text', 'decimal'],
  ] as const)('a TextField of type %s (inputMode %s) is dir="ltr"', (type, inputMode) => {
    render(<TextField label="Field" type={type} inputMode={inputMode} />);
    expect(screen.getByLabelText('Field')).toHaveAttribute('dir', 'ltr');
  });

  it('a password TextField stays dir="ltr" when shown in clear', () => {
    render(<TextField label="Password" type="password" />);
    screen.getByRole('button').click();
    expect(screen.getByLabelText('Password')).toHaveAttribute('dir', 'ltr');
  });

  it('a TextField for free text follows the page', () => {
    render(<TextField label="Name" />);
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('dir');
  });

  it('a TextField of type number takes any digits: a text input with a number keyboard', () => {
    render(<TextField label="Years" type="number" inputMode="numeric" />);
    const input = screen.getByLabelText('Years');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });

  it('finds a raw input that lacks it', () => {
    expect(
      inputsWithoutDirection(
        '<input type="email" value={a} />\n<input\n  inputMode="decimal"\n  value={b}\n/>',
      ),
    ).toHaveLength(2);
    expect(inputsWithoutDirection('<input type="email" dir="ltr" />')).toEqual([]);
    expect(inputsWithoutDirection("<input {...numberInputProps('integer')} />")).toEqual([]);
    expect(inputsWithoutDirection('<input type="checkbox" />')).toEqual([]);
  });

  it('no screen has a raw input that lacks it', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(50);
    const missing = Object.entries(sources).flatMap(([file, source]) =>
      inputsWithoutDirection(source).map((tag) => `${file}: ${tag}`),
    );
    expect(missing).toEqual([]);
  });
});
