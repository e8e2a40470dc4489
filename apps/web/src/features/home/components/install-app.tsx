import { Download, Share, SquarePlus } from 'lucide-react';
import { useId, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import {
  installPromptOffered,
  onInstallPromptChange,
  promptInstall,
} from '@/lib/pwa/install-prompt';

/**
 * "Install the app" (issue 33), where the store badges were: the app is this web app,
 * installed from the browser. Chromium's own install dialog where the browser offers one;
 * otherwise (Safari on iPhone, or a browser that already said no) short steps to add it to the
 * home screen. The same button is drawn before any script runs (the page is prerendered).
 */
export function InstallApp() {
  const { t } = useTranslation('home');
  const offered = useSyncExternalStore(onInstallPromptChange, installPromptOffered, () => false);
  const [showSteps, setShowSteps] = useState(false);
  const stepsId = useId();

  const install = async () => {
    if (offered) {
      await promptInstall();
      return;
    }
    setShowSteps((shown) => !shown);
  };

  return (
    <div>
      <button
        type="button"
        onClick={() => void install()}
        aria-expanded={offered ? undefined : showSteps}
        aria-controls={offered ? undefined : stepsId}
        className="inline-flex h-14 items-center gap-3 rounded-xl bg-slate-950 px-5 text-lg font-semibold text-white ring-1 ring-white/25 transition-colors hover:bg-slate-800"
      >
        <Download className="size-6" aria-hidden />
        {t('closing.install.button')}
      </button>
      <div id={stepsId} hidden={!showSteps} className="mt-4 max-w-md text-indigo-50">
        <h4 className="font-bold">{t('closing.install.iphoneTitle')}</h4>
        <ol className="mt-2 list-decimal space-y-2 ps-6">
          <li>
            {t('closing.install.iphoneShare')}{' '}
            <Share
              className="inline size-5 align-text-bottom"
              aria-label={t('closing.install.shareIcon')}
            />
          </li>
          <li>
            {t('closing.install.iphoneAdd')}{' '}
            <SquarePlus
              className="inline size-5 align-text-bottom"
              aria-label={t('closing.install.addIcon')}
            />
          </li>
          <li>{t('closing.install.iphoneConfirm')}</li>
        </ol>
        <p className="mt-3">{t('closing.install.otherBrowsers')}</p>
      </div>
    </div>
  );
}
