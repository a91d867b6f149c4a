import { LIVE_EVENT_NAMES, type ImportProgress, type Notification } from '@haat/shared';
import { notificationsContract } from '@haat/shared/endpoints';
import { API_BASE, endpointPath } from './api-client.ts';

// The signed-in user's live events (server-sent events from GET
// /api/userAdmin/notification/stream). One connection per tab, shared by every subscriber,
// reconnecting by itself. EventSource cannot send headers, so the token travels as `?token=`
// (the server takes it on this path only and keeps it out of its logs).

export type LiveMessage =
  /** (Re)connected: events may have been missed while away, so refresh what they feed. */
  | { type: 'open' }
  | { type: 'notification'; notification: Notification }
  | { type: 'notifications-changed' }
  /** A confirmed catalogue import's progress. */
  | { type: 'import-progress'; progress: ImportProgress };

type Listener = (message: LiveMessage) => void;

export const LIVE_EVENTS_PATH = endpointPath(notificationsContract.stream);
/** Waits between reconnection tries after the server refused or vanished: 1 s doubling to 30 s. */
export const RECONNECT_MIN_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

export const liveEventsUrl = (token: string) =>
  `${API_BASE}${LIVE_EVENTS_PATH}?token=${encodeURIComponent(token)}`;

type Connection = { token: string; listeners: Set<Listener>; close: () => void };
let connection: Connection | null = null;

function emit(listeners: Set<Listener>, message: LiveMessage) {
  for (const listener of [...listeners]) {
    try {
      listener(message);
    } catch {
      // one subscriber's failure must not starve the others
    }
  }
}

function parse(data: unknown) {
  try {
    return typeof data === 'string' ? (JSON.parse(data) as unknown) : null;
  } catch {
    return null;
  }
}

function connect(token: string, listeners: Set<Listener>): () => void {
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let delay = RECONNECT_MIN_MS;
  let stopped = false;

  const open = () => {
    if (stopped) return;
    const es = new EventSource(liveEventsUrl(token));
    source = es;
    es.onopen = () => {
      delay = RECONNECT_MIN_MS;
      emit(listeners, { type: 'open' });
    };
    es.addEventListener(LIVE_EVENT_NAMES.notification, (event) => {
      const notification = parse((event as MessageEvent).data) as Notification | null;
      if (notification) emit(listeners, { type: 'notification', notification });
    });
    es.addEventListener(LIVE_EVENT_NAMES.changed, () =>
      emit(listeners, { type: 'notifications-changed' }),
    );
    es.addEventListener(LIVE_EVENT_NAMES.importProgress, (event) => {
      const progress = parse((event as MessageEvent).data) as ImportProgress | null;
      if (progress) emit(listeners, { type: 'import-progress', progress });
    });
    es.onerror = () => {
      // CONNECTING: the browser retries by itself (a dropped or expired stream). CLOSED: it gave
      // up (the server answered 401 or 429, not a stream), so try again later, more slowly.
      if (es.readyState !== EventSource.CLOSED || stopped) return;
      es.close();
      timer = setTimeout(open, delay);
      delay = Math.min(delay * 2, RECONNECT_MAX_MS);
    };
  };

  open();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    source?.close();
  };
}

/**
 * Listens to the live events of the user with this token; answers the function that stops.
 * The connection opens with the first listener and closes with the last; a new token (another
 * login) replaces it.
 */
export function subscribeLiveEvents(token: string, listener: Listener): () => void {
  if (typeof EventSource === 'undefined') return () => {};
  if (connection && connection.token !== token) {
    connection.close();
    connection = null;
  }
  if (!connection) {
    const listeners = new Set<Listener>();
    connection = { token, listeners, close: connect(token, listeners) };
  }
  const current = connection;
  current.listeners.add(listener);
  return () => {
    current.listeners.delete(listener);
    if (current.listeners.size === 0 && connection === current) {
      current.close();
      connection = null;
    }
  };
}
