import sharp from 'sharp';

type SamplePhoto = {
  format?: 'png' | 'jpeg' | 'webp';
  width?: number;
  height?: number;
  /** EXIF to write into the file, keyed by IFD (sharp's `withExif`), e.g. a GPS position. */
  exif?: Record<string, Record<string, string>>;
};

/**
 * A real image for upload tests, drawn by sharp: uploads are decoded and encoded again, so a
 * file that only starts like an image is refused.
 */
export async function samplePhoto({
  format = 'png',
  width = 64,
  height = 48,
  exif,
}: SamplePhoto = {}): Promise<Buffer> {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } },
  }).toFormat(format);
  return (exif ? image.withExif(exif) : image).toBuffer();
}
