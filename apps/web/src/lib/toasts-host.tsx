import { useMediaQuery } from '@mantine/hooks';
import { Notifications, notificationsStore } from '@mantine/notifications';
import { UI } from '@haat/shared';

export { notifications } from '@mantine/notifications';

// Where toasts show: at the top right on wider screens, where they cover no control;
// at the bottom on phones, where the top holds the header and the page's heading and buttons.
const PHONE_QUERY = '(max-width: 47.99em)';
const isPhone = () =>
  typeof window !== 'undefined' && Boolean(window.matchMedia?.(PHONE_QUERY).matches);
export const toastPosition = (phone: boolean) => (phone ? 'bottom-center' : 'top-right');
const POSITION = toastPosition(isPhone());

// The first toasts are shown as soon as this module has loaded, before <Notifications> has
// mounted and applied its props: the limit and position hold from the first one.
notificationsStore.updateState((state) => ({
  ...state,
  limit: UI.toastLimit,
  defaultPosition: POSITION,
}));

/** Mantine's toasts, loaded with the first toast (lib/toast.ts): at most 3, 3 s each. */
export function ToastsHost() {
  const phone = useMediaQuery(PHONE_QUERY, isPhone());
  return (
    <Notifications
      limit={UI.toastLimit}
      autoClose={UI.toastMs}
      position={toastPosition(Boolean(phone))}
    />
  );
}
