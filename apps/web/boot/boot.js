// Runs before the first paint, inlined into index.html by the server (apps/api web-app.ts):
// a saved dark theme never flashes light (SPEC.md section 4), the page has its language's
// direction from the first frame, and the fonts, code and texts of the first screen in that
// language start loading at once instead of after the style sheet or the entry (issue 12).
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

  var preload = function (rel, href, as) {
    var link = document.createElement('link');
    link.rel = rel;
    if (as) {
      link.as = as;
      link.type = 'font/woff2';
    }
    link.crossOrigin = 'anonymous';
    link.href = href;
    document.head.appendChild(link);
  };
  // Filled in by the build (boot/boot-plugin.ts): hashed woff2 files per language.
  var fonts = __FIRST_SCREEN_FONTS__;
  (fonts[language] || []).forEach(function (href) {
    preload('preload', href, 'font');
  });
  // The page's own code and texts, fetched with the entry rather than after it has run.
  var screens = __FIRST_SCREENS__;
  var path = location.pathname;
  for (var index = 0; index < screens.length; index += 1) {
    if (new RegExp(screens[index].match, 'i').test(path)) {
      screens[index].code.concat(screens[index].texts[language] || []).forEach(function (href) {
        preload('modulepreload', href);
      });
      break;
    }
  }
})();
