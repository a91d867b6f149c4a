/* global document, window */
// Starts the app on a page the server drew (apps/server/src/modules/first-view). The page is
// readable and its links work without the app, so the app's code (hundreds of kilobytes) is
// fetched only once the page has loaded and shown: on a slow line the stylesheet and the
// pictures get the whole line first. The server moves the app's script tags here as data attributes:
//   data-entry    the entry module
//   data-preload  the modules it imports, space-separated (fetched side by side)
// Served from the site root with `cache-control: no-cache`, like sw.js.
(function () {
  var loader = document.currentScript;
  var entry = loader.getAttribute('data-entry');
  var preloads = (loader.getAttribute('data-preload') || '').split(' ').filter(Boolean);

  // Four links per task, the entry after the last: adding some forty links in one task took
  // 40–180 ms at a slow phone's speed (each starts a request), blocking input just as the page
  // shows; in fours, tasks stay under 50 ms (docs/page-speed.md, seventh session). A hidden
  // page takes them at once: its timers may wait a second each.
  var PER_TASK = 4;

  function start() {
    var count = document.visibilityState === 'hidden' ? preloads.length : PER_TASK;
    preloads.splice(0, count).forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    if (preloads.length) {
      window.setTimeout(start, 0);
      return;
    }
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }

  // After the first frame with the drawn page is on screen: 'load' can come before the first
  // paint (a page whose pictures are already at hand), and the app's requests would then start
  // ahead of it. A hidden page paints nothing, so it starts at once.
  function afterFirstPaint() {
    if (document.visibilityState === 'hidden') start();
    else
      window.requestAnimationFrame(function () {
        window.setTimeout(start, 0);
      });
  }

  var begun = false;
  function begin() {
    if (begun) return;
    begun = true;
    afterFirstPaint();
  }

  // A tap on a drawn button before React listens (main.tsx says when) is pressed again once the
  // app has the page, and asks for the app at once (docs/page-speed.md).
  var root = document.getElementById('root');
  var tapped = null;
  function keep(event) {
    var button = event.target.closest && event.target.closest('button[type="button"]');
    if (button && root.contains(button)) {
      tapped = button;
      begin();
    }
  }
  if (root && root.hasAttribute('data-first-view')) {
    document.addEventListener('click', keep, true);
    root.addEventListener('app-listening', function () {
      document.removeEventListener('click', keep, true);
    });
    new window.MutationObserver(function (changes, observer) {
      if (root.hasAttribute('data-first-view')) return;
      observer.disconnect();
      if (tapped && tapped.isConnected) tapped.click();
    }).observe(root, { attributes: true });
  }

  if (document.readyState === 'complete') begin();
  else window.addEventListener('load', begin, { once: true });
})();
