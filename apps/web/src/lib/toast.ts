import { notifications } from '@mantine/notifications';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

const COLORS: Record<ToastKind, string> = {
  success: 'teal',
  error: 'red',
  warning: 'yellow',
  info: 'blue',
};

/**
 * Shows a toast; the Notifications provider caps them at 3 and closes each after 3 s (spec §9).
 * The same text is not stacked twice while it is still on screen.
 */
export function showToast(kind: ToastKind, message: string) {
  notifications.show({ id: `${kind}:${message}`, color: COLORS[kind], message });
}
