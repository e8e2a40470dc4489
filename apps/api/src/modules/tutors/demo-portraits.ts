import { createAvatar } from '@dicebear/core';
import { notionists } from '@dicebear/collection';

/**
 * Illustrated portraits for demo people: DiceBear's "Notionists" by Zoish, CC0 1.0 (credited in
 * README). Seeded by the person, so a fresh start draws the same face; hair follows how the
 * person is addressed (the hijab styles among the feminine ones). An SVG is never served from
 * uploads (it could carry script): the portrait is rasterised, then stored as an uploaded photo is.
 */
const hair = {
  feminine: [
    'variant63',
    'variant62',
    'variant61',
    'variant58',
    'variant47',
    'variant46',
    'variant41',
    'variant39',
    'variant37',
    'variant36',
    'variant28',
    'variant23',
    'variant10',
    'variant08',
    'variant04',
    'variant02',
  ],
  masculine: [
    'variant60',
    'variant56',
    'variant55',
    'variant54',
    'variant53',
    'variant49',
    'variant44',
    'variant38',
    'variant35',
    'variant34',
    'variant27',
    'variant25',
    'variant21',
    'variant19',
    'variant18',
    'variant17',
    'variant16',
    'variant15',
    'variant13',
    'variant07',
    'variant06',
    'variant05',
    'variant01',
  ],
} as const;

/** Calm or smiling mouths and clear glasses: no sunglasses or tongues on a tutor's card. */
const lips = [
  'variant30',
  'variant28',
  'variant24',
  'variant23',
  'variant22',
  'variant21',
  'variant20',
  'variant18',
  'variant14',
  'variant13',
  'variant08',
  'variant07',
  'variant06',
  'variant05',
  'variant04',
  'variant03',
] as const;
const glasses = ['variant11', 'variant08', 'variant03'] as const;

const backgrounds = [
  'dbeafe',
  'e0f2fe',
  'dcfce7',
  'fef3c7',
  'fce7f3',
  'ede9fe',
  'ffedd5',
  'e2e8f0',
];

/** Drawn at the large photo's size; stored as every photo is (auth/profile-photo.ts). */
export const portraitSize = 512;

export async function demoPortrait(
  seed: string,
  addressAs: 'feminine' | 'masculine',
): Promise<Buffer> {
  const svg = createAvatar(notionists, {
    seed,
    size: portraitSize,
    hair: [...hair[addressAs]],
    beardProbability: addressAs === 'masculine' ? 45 : 0,
    gestureProbability: 0,
    bodyIconProbability: 0,
    lips: [...lips],
    glasses: [...glasses],
    glassesProbability: 25,
    backgroundColor: backgrounds,
  }).toString();
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg)).png().toBuffer();
}
