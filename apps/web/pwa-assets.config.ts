import { defineConfig, minimal2023Preset } from '@vite-pwa/assets-generator/config';

/**
 * The app's icons (manifest, iPhone's home screen), made from the logo in public/favicon.svg
 * by `npx pwa-assets-generator` in apps/web; the PNGs are committed in public/. Maskable and
 * Apple icons stand the logo on the brand's indigo, with the safe zone's margin around it.
 */
export default defineConfig({
  headLinkOptions: { preset: '2023' },
  preset: {
    ...minimal2023Preset,
    maskable: {
      ...minimal2023Preset.maskable,
      padding: 0.3,
      resizeOptions: { background: '#3730a3' },
    },
    apple: { ...minimal2023Preset.apple, padding: 0.3, resizeOptions: { background: '#3730a3' } },
  },
  images: ['public/favicon.svg'],
});
