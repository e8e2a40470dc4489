// Runs before the first paint, inlined into index.html by the server (apps/api web-app.ts):
// a saved dark theme never flashes light (SPEC.md section 4), the page has its language's
// direction from the first frame, and the fonts of the first screen in that language start
// loading at once instead of after the style sheet (issue 12).
(function () {
  var root = document.documentElement;
  var read = function (storage) {
    try {
      return storage.getItem('preferredLanguage');
    } catch {
      // Storage can be blocked (private mode); the next source applies.
      return null;
    }
  };
  var theme = 'light';
  try {
    if (localStorage.getItem('preferredTheme') === 'dark') theme = 'dark';
  } catch {
    // Storage can be blocked (private mode); the default theme applies.
  }
  if (theme === 'dark') root.setAttribute('data-theme', 'dark');

  // The order of lib/i18n.ts: ?lng=, then the saved choice, then the browser's languages.
  var wanted =
    new URLSearchParams(location.search).get('lng') ||
    read(window.localStorage) ||
    read(window.sessionStorage) ||
    (navigator.languages && navigator.languages[0]) ||
    navigator.language ||
    'en';
  var language = /^ar\b/i.test(wanted) ? 'ar' : 'en';
  root.lang = language;
  root.dir = language === 'ar' ? 'rtl' : 'ltr';

  // Filled in by the build (vite.config.ts, firstScreenFonts): hashed woff2 files per language.
  var fonts = __FIRST_SCREEN_FONTS__;
  (fonts[language] || []).forEach(function (href) {
    var link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'font';
    link.type = 'font/woff2';
    link.crossOrigin = 'anonymous';
    link.href = href;
    document.head.appendChild(link);
  });
})();
