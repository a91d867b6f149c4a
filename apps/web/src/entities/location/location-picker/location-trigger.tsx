import type { ComponentPropsWithRef } from 'react';
import { UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconMapPin, IconWorld } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { ALL_OVER_INDIA } from '@haat/shared';
import { useChosenLocation } from '@/lib/auth-storage.ts';
import classes from './location-picker.module.css';

type Props = ComponentPropsWithRef<'button'> & { expanded: boolean };

/** The location picker's button: the chosen city (or All Over India) and a chevron. */
export function LocationTrigger({ expanded, className, ...props }: Props) {
  const { t } = useTranslation();
  const chosen = useChosenLocation();
  const isAll = chosen === ALL_OVER_INDIA;
  const city = isAll ? t('locationPicker.allOverIndia') : chosen;
  return (
    <UnstyledButton
      className={[classes.trigger, className].filter(Boolean).join(' ')}
      aria-haspopup="listbox"
      aria-expanded={expanded}
      aria-label={t('locationPicker.change', { city })}
      {...props}
    >
      {isAll ? <IconWorld size={18} aria-hidden /> : <IconMapPin size={18} aria-hidden />}
      <span className={classes.city}>{city}</span>
      <IconChevronDown size={14} aria-hidden className={classes.chevron} />
    </UnstyledButton>
  );
}
