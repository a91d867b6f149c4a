import { useEffect, useRef, useState } from 'react';
import { Box, Menu } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { Link } from 'react-router';
import { useAuth } from '@/lib/auth-storage.ts';
import { AccountButton } from './account-button.tsx';
import type { NavItem } from './nav-links.ts';

type Props = { items: NavItem[] };

/**
 * The account menu, loaded by the header when it is first opened: Menu
 * brings Popover and floating-ui, which no first view needs. It mounts closed and opens right
 * after, so the first opening animates and moves focus into the menu like every later one.
 */
export default function AccountMenu({ items }: Props) {
  const { userData, isLoggedIn } = useAuth();
  const mounted = useMounted();
  const [opened, setOpened] = useState(true);
  const target = useRef<HTMLButtonElement>(null);
  // The header's own button, pressed to load this, is gone: its successor takes the focus
  // before the menu opens, so closing the menu returns focus there.
  useEffect(() => target.current?.focus(), []);
  return (
    <Menu
      opened={opened && mounted}
      onChange={setOpened}
      position="bottom-end"
      width={220}
      shadow="md"
      withinPortal
    >
      <Menu.Target>
        <AccountButton ref={target} />
      </Menu.Target>
      <Menu.Dropdown>
        {isLoggedIn && userData?.name ? <Menu.Label>{userData.name}</Menu.Label> : null}
        {items.map((item, index) => {
          const Icon = item.icon;
          return (
            <Box key={item.to}>
              {index === items.length - 1 ? <Menu.Divider /> : null}
              <Menu.Item
                component={Link}
                to={item.to}
                leftSection={Icon ? <Icon size={16} stroke={1.7} /> : null}
              >
                {item.label}
              </Menu.Item>
            </Box>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
