import { useSyncExternalStore } from 'react';

// The browser's own idea of the connection: false means certainly offline (true may still be a
// captive portal, which the API client's network errors handle).

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;

/** Whether the device has a network connection, updated as it comes and goes. */
export const useOnline = () => useSyncExternalStore(subscribe, isOnline, () => true);
