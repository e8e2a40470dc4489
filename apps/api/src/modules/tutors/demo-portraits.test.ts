import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { detectPhotoType } from '../auth/profile-photo';
import { demoPortrait, portraitSize } from './demo-portraits';

describe('demo portraits', () => {
  it('draws the same picture for the same person at every start, another for another', async () => {
    const first = await demoPortrait('layla.haddad@nibras.test', 'feminine');
    const again = await demoPortrait('layla.haddad@nibras.test', 'feminine');
    const other = await demoPortrait('omar.farouk@nibras.test', 'masculine');
    expect(detectPhotoType(first)).toBe('png');
    expect(first.equals(again)).toBe(true);
    expect(first.equals(other)).toBe(false);
    const { width, height } = await sharp(first).metadata();
    expect({ width, height }).toEqual({ width: portraitSize, height: portraitSize });
    expect(first.toString('latin1')).not.toMatch(/<svg|<script/i);
  });
});
