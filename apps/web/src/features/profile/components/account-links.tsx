import { Card, NavLink, Stack, Text } from '@mantine/core';
import { IconBuildingStore, IconChevronRight, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/use-translation.ts';

/** Edit Profile's links: Change Password and Become a Seller. */
export function AccountLinks() {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="lg" padding="xs">
      <Text size="xs" tt="uppercase" fw={700} c="dimmed" px="sm" pt="xs" pb={4}>
        {t('profile.links')}
      </Text>
      <Stack gap={2}>
        <NavLink
          component={Link}
          to="/userAdmin/editProfile/changePassword"
          label={t('profile.changePassword')}
          leftSection={<IconLock size={18} stroke={1.7} />}
          rightSection={<IconChevronRight size={16} />}
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        />
        <NavLink
          component={Link}
          to="/userAdmin/businesses/register"
          label={t('profile.becomeSeller')}
          description={t('profile.becomeSellerText')}
          leftSection={<IconBuildingStore size={18} stroke={1.7} />}
          rightSection={<IconChevronRight size={16} />}
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        />
      </Stack>
    </Card>
  );
}
