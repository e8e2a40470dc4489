import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { answerOf } from './answer';

const schema = () => Promise.resolve(z.object({ id: z.number() }));

afterEach(() => vi.unstubAllEnvs());

describe('answerOf', () => {
  it('checks an answer against its contract in development and tests', async () => {
    await expect(answerOf({ id: 1 }, schema)).resolves.toEqual({ id: 1 });
    await expect(answerOf({ id: 'one' }, schema)).rejects.toThrow();
  });

  it('neither checks nor loads the contract in a production build', async () => {
    vi.stubEnv('DEV', false);
    const load = vi.fn(schema);
    await expect(answerOf({ id: 'one' }, load)).resolves.toEqual({ id: 'one' });
    expect(load).not.toHaveBeenCalled();
  });
});
