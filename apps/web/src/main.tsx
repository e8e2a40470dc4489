import '@fontsource-variable/inter';
import '@fontsource-variable/cairo';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { initI18n } from './lib/i18n';
import { startThemeSync } from './lib/theme';

// Language and theme are applied before the first render, so nothing shows in the wrong one.
const texts = initI18n();
startThemeSync();
// The router starts fetching the page's code now, while the language's texts load.
const router = createAppRouter();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
// The first render waits for the texts of the active language: no keys flash on screen.
void texts.finally(() =>
  root.render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  ),
);
