import { describe, expect, it } from 'vitest';
import { interpolate } from './messages';

describe('interpolate', () => {
  it("fills i18next's {{slots}}, every time a slot appears", () => {
    expect(interpolate('{{name}} and {{name}} at {{count}}', { name: 'ليلى', count: 3 })).toBe(
      'ليلى and ليلى at 3',
    );
  });

  it('leaves a slot without a value, and single braces, as they are', () => {
    expect(interpolate('{{missing}} {name}', { name: 'x' })).toBe('{{missing}} {name}');
  });
});
