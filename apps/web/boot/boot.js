// Runs before the first paint, inlined into index.html by the server (apps/api web-app.ts):
// a saved dark theme never flashes light (docs/shared/SPEC.md section 4), the page has its language's
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
  if (theme === 'dark') {
    root.setAttribute('data-theme', 'dark');
    // The installed app's title bar in the theme's colour (lib/theme.ts does so on a change).
    var themeColour = document.querySelector('meta[name=theme-color]');
    if (themeColour) themeColour.setAttribute('content', '#020617');
  }

  // The order of lib/i18n.ts: ?lng=, the i18next cookie, the saved choice, then the browser's
  // languages; as there, a source naming a language the app has not is passed over.
  var pick = function (value) {
    var match = /^(en|ar)\b/i.exec(value || '');
    return match ? match[1].toLowerCase() : null;
  };
  var cookie = /(?:^|;\s*)i18next=([^;]*)/.exec(document.cookie);
  var language =
    pick(new URLSearchParams(location.search).get('lng')) ||
    pick(cookie && decodeURIComponent(cookie[1])) ||
    pick(read(window.localStorage)) ||
    pick(read(window.sessionStorage)) ||
    (navigator.languages || [navigator.language]).map(pick).filter(Boolean)[0] ||
    'en';

  // A page prerendered at build time for a visitor in one language (docs/decisions/0020): the
  // server chose it by ?lng=, cookie and Accept-Language, but a choice saved in this browser or
  // a signed-in session is only known here. Such a page is hidden before the first paint
  // (styles.css) and the app draws the right one from scratch (main.tsx).
  var prerendered = root.getAttribute('data-prerendered');
  if (prerendered) {
    var signedIn = false;
    try {
      var saved = JSON.parse(localStorage.getItem('nibras-session') || 'null');
      signedIn = Boolean(saved && saved.state && saved.state.accessToken);
    } catch {
      // Unreadable storage holds no session.
    }
    if (prerendered !== language || signedIn) {
      root.removeAttribute('data-prerendered');
      root.setAttribute('data-prerender-hidden', '');
      prerendered = null;
    }
  }
  root.lang = language;
  root.dir = language === 'ar' ? 'rtl' : 'ltr';
  // The installable app's name and shortcuts in the page's language (boot/manifest-plugin.ts).
  var manifest = document.querySelector('link[rel=manifest]');
  if (manifest) manifest.setAttribute('href', '/manifest.' + language + '.webmanifest');

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
  // The page's own code and texts, fetched with the entry rather than after it has run. For a
  // prerendered page, only once it has painted (below): before, they would share the slow
  // network with its style sheet and hold that paint back (docs/performance-archive.md,
  // "Prerendered HTML").
  var screens = __FIRST_SCREENS__;
  var code = [];
  var path = location.pathname;
  for (var index = 0; index < screens.length; index += 1) {
    if (new RegExp(screens[index].match, 'i').test(path)) {
      code = screens[index].code.concat(screens[index].texts[language] || []);
      break;
    }
  }
  // Each link costs Chromium about a millisecond of the main thread: after the paint they go in
  // a few at a time, each batch a task of its own, rather than all within the entry's first run
  // (Vite adds the links an import needs when none is there yet: 25 ms of a 65 ms task).
  var preloadInSlices = function (files) {
    files.slice(0, 3).forEach(function (href) {
      preload('modulepreload', href);
    });
    if (files.length > 3) {
      setTimeout(function () {
        preloadInSlices(files.slice(3));
      }, 0);
    }
  };
  if (!prerendered) {
    code.forEach(function (href) {
      preload('modulepreload', href);
    });
  }

  // A prerendered page has no script tag (src/prerender/entry.tsx): the entry loads once the
  // page has painted (a frame after the style sheet), or at once when the page is hidden and
  // the app must draw it.
  var entry = root.getAttribute('data-entry');
  if (entry) {
    var started = false;
    var start = function () {
      if (started) return;
      started = true;
      var script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = 'anonymous';
      script.src = entry;
      document.head.appendChild(script);
      if (prerendered) setTimeout(preloadInSlices, 0, code);
    };
    if (!prerendered) start();
    else {
      requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
      // A tab in the background draws no frames.
      setTimeout(start, 3000);
    }
  }
})();
