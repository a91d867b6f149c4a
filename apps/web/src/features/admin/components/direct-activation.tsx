import { useState } from 'react';
import {
  Button,
  Card,
  Combobox,
  Group,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
  useCombobox,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { formatPhone, PLANS, type AdminUserRow, type PlanId } from '@haat/shared';
import { useUsers } from '../api.ts';
import { CurrentPlan, useActivate } from './plan-actions.tsx';

/** Pick a user by phone or name, then a plan. */
export function DirectActivation() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [user, setUser] = useState<AdminUserRow | null>(null);
  const [plan, setPlan] = useState<PlanId>('Plan A');
  const combobox = useCombobox();
  const found = useUsers({ search: debounced, role: 'all', status: 'active', pageNo: 1 });
  const activate = useActivate();
  const options = debounced.trim().length >= 2 ? (found.data?.users ?? []).slice(0, 8) : [];

  return (
    <Card withBorder radius="lg" padding="md">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('admin.plans.directTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('admin.plans.directText')}
        </Text>
        <Combobox
          store={combobox}
          onOptionSubmit={(id) => {
            const chosen = options.find((option) => option._id === id) ?? null;
            setUser(chosen);
            if (chosen) setSearch(`${chosen.name} (${chosen.phoneNo})`);
            combobox.closeDropdown();
          }}
        >
          <Combobox.Target>
            <TextInput
              label={t('admin.plans.findUser')}
              placeholder={t('admin.users.searchPlaceholder')}
              leftSection={<IconSearch size={16} />}
              value={search}
              onChange={(event) => {
                setSearch(event.currentTarget.value);
                setUser(null);
                combobox.openDropdown();
              }}
              onFocus={() => combobox.openDropdown()}
              onBlur={() => combobox.closeDropdown()}
            />
          </Combobox.Target>
          <Combobox.Dropdown hidden={!options.length}>
            <Combobox.Options>
              {options.map((option) => (
                <Combobox.Option key={option._id} value={option._id}>
                  <Text size="sm" fw={600}>
                    {option.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatPhone(option.phoneNo)} · {option.plan}
                  </Text>
                </Combobox.Option>
              ))}
            </Combobox.Options>
          </Combobox.Dropdown>
        </Combobox>
        {user ? <CurrentPlan user={user} /> : null}
        <SegmentedControl
          value={plan}
          onChange={(value) => setPlan(value as PlanId)}
          data={PLANS.map((option) => ({
            value: option.id,
            label: `${option.label} · ${option.duration}`,
          }))}
          fullWidth
        />
        <Group justify="flex-end">
          <Button
            color="teal"
            disabled={!user || activate.busy}
            onClick={() =>
              user &&
              activate.ask(user, plan, undefined, () => {
                setUser(null);
                setSearch('');
              })
            }
          >
            {t('admin.plans.activatePlan', { plan })}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
