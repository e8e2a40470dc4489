import 'i18next';
import type { ServerTexts } from './plugins/i18n';

/**
 * The server's translation keys are types: `t('typo')` of any namespace fails `tsc -p apps/api`
 * (tools/translation-keys.test.ts proves it). The web app has its own (apps/web/src/i18next.d.ts).
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'shared';
    nsSeparator: false;
    resources: ServerTexts;
  }
}
