import type { ReactNode } from 'react';
import {
  Button,
  Checkbox,
  Group,
  Input,
  NativeSelect,
  Paper,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { HOUR_SLOTS } from '@haat/shared';
import type { WorkingHours } from '../api.ts';
import { copyMondayToAll, setDay } from './working-hours.ts';

type Props = {
  value: WorkingHours;
  onChange: (hours: WorkingHours) => void;
  error?: ReactNode;
  disabled?: boolean;
};

/**
 * The week's opening hours: a from/to pair of hourly slots per day, closed
 * per day, open 24 hours for the whole week, and Monday copied to every day in one click.
 */
export function WorkingHoursEditor({ value, onChange, error, disabled }: Props) {
  const { t } = useTranslation();
  const allDay = value.isOpen24Hours;
  return (
    <Input.Wrapper error={error}>
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Switch
            label={t('workingHours.open24Hours')}
            checked={allDay}
            onChange={(event) => onChange({ ...value, isOpen24Hours: event.currentTarget.checked })}
            disabled={disabled}
          />
          <Button
            variant="light"
            size="xs"
            leftSection={<IconCopy size={14} />}
            onClick={() => onChange(copyMondayToAll(value))}
            disabled={disabled || allDay}
          >
            {t('workingHours.copyMonday')}
          </Button>
        </Group>
        {allDay ? (
          <Text size="sm" c="dimmed">
            {t('workingHours.open24HoursText')}
          </Text>
        ) : null}
        <Paper withBorder radius="md" p="xs" opacity={allDay ? 0.55 : 1}>
          <Stack gap={0}>
            {value.timings.map((timing, index) => {
              const dayName = t(`workingHours.days.${timing.day}`);
              const off = disabled || allDay || timing.isClosed;
              return (
                <Group
                  key={timing.day}
                  gap="xs"
                  py={8}
                  wrap="wrap"
                  style={index ? { borderTop: '1px solid var(--mantine-color-gray-2)' } : undefined}
                  data-testid={`hours-${timing.day}`}
                >
                  <Text fw={600} size="sm" w={{ base: '100%', xs: 96 }}>
                    {dayName}
                  </Text>
                  <NativeSelect
                    aria-label={t('workingHours.from', { day: dayName })}
                    data={HOUR_SLOTS}
                    value={timing.from}
                    onChange={(event) =>
                      onChange(setDay(value, timing.day, { from: event.currentTarget.value }))
                    }
                    disabled={off}
                    w={96}
                    size="sm"
                  />
                  <Text size="sm" c="dimmed" aria-hidden>
                    {t('workingHours.to')}
                  </Text>
                  <NativeSelect
                    aria-label={t('workingHours.until', { day: dayName })}
                    data={HOUR_SLOTS}
                    value={timing.to}
                    onChange={(event) =>
                      onChange(setDay(value, timing.day, { to: event.currentTarget.value }))
                    }
                    disabled={off}
                    w={96}
                    size="sm"
                  />
                  <Checkbox
                    ml="auto"
                    label={t('workingHours.closed')}
                    aria-label={t('workingHours.closedOn', { day: dayName })}
                    checked={timing.isClosed}
                    onChange={(event) =>
                      onChange(setDay(value, timing.day, { isClosed: event.currentTarget.checked }))
                    }
                    disabled={disabled || allDay}
                  />
                </Group>
              );
            })}
          </Stack>
        </Paper>
      </Stack>
    </Input.Wrapper>
  );
}
