import type { ComponentProps } from 'react';
import { TextField } from '@/components/form/text-field';

/** The six digits of an authenticator app: a one-time-code field, read left to right. */
export function CodeField(props: ComponentProps<typeof TextField>) {
  return (
    <TextField
      inputMode="numeric"
      autoComplete="one-time-code"
      dir="ltr"
      maxLength={12}
      {...props}
    />
  );
}
