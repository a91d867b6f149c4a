/**
 * Registers public/sw.js (app shell, hashed assets and pictures cached; docs/page-speed.md) in
 * production builds only: in development it would serve stale modules to Vite's dev server.
 * It waits for the page's load, so its own downloads never compete with the first view.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // No service worker (private mode, an old browser): the site works as a plain website.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
