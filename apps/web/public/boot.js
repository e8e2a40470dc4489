// Runs before the first paint so a saved dark theme never flashes light (SPEC.md section 4).
(function () {
  var theme = 'light';
  try {
    if (localStorage.getItem('preferredTheme') === 'dark') theme = 'dark';
  } catch {
    // Storage can be blocked (private mode); the default theme applies.
  }
  if (theme === 'dark') document.documentElement.setAttribute('data-theme', 'dark');
})();
