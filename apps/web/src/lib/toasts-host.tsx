import { Notifications, notificationsStore } from '@mantine/notifications';
import { UI } from '@haat/shared';

export { notifications } from '@mantine/notifications';

const POSITION = 'top-right';

// The first toasts are shown as soon as this module has loaded, before <Notifications> has
// mounted and applied its props: the limit and position hold from the first one.
notificationsStore.updateState((state) => ({
  ...state,
  limit: UI.toastLimit,
  defaultPosition: POSITION,
}));

/** Mantine's toasts, loaded with the first toast (lib/toast.ts): at most 3, 3 s each (spec §9). */
export function ToastsHost() {
  return <Notifications limit={UI.toastLimit} autoClose={UI.toastMs} position={POSITION} />;
}
