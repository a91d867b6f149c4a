import { useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconCurrentLocation, IconMapPin } from '@tabler/icons-react';
import { directionsLink, insideIndia, type Position } from '@haat/shared';
import { useTranslation } from '@/i18n/use-translation.ts';
import { askPosition } from './location-picker/detect-location.ts';
import { fetchCityCentre } from './location-picker/api.ts';
import { showToast } from '@/lib/toast.ts';
import classes from './location-field.module.css';

type Props = {
  value: Position | null;
  /** The form's city: where the pad starts when nothing is set. */
  city: string;
  onChange: (value: Position | null) => void;
  disabled?: boolean;
};

/** The pad spans this many metres each way from its centre; arrow keys move the pin by STEP_M. */
const HALF_SPAN_M = 1000;
const STEP_M = 25;
const PAD = 240;
const METRES_PER_DEGREE = 111_320;

const offsetOf = (centre: Position, point: Position) => ({
  x:
    ((point.lng - centre.lng) * METRES_PER_DEGREE * Math.cos((centre.lat * Math.PI) / 180)) /
    HALF_SPAN_M,
  y: ((centre.lat - point.lat) * METRES_PER_DEGREE) / HALF_SPAN_M,
});
const pointAt = (centre: Position, x: number, y: number): Position => {
  const clampedX = Math.max(-1, Math.min(1, x));
  const clampedY = Math.max(-1, Math.min(1, y));
  return {
    lat: Number((centre.lat - (clampedY * HALF_SPAN_M) / METRES_PER_DEGREE).toFixed(6)),
    lng: Number(
      (
        centre.lng +
        (clampedX * HALF_SPAN_M) / (METRES_PER_DEGREE * Math.cos((centre.lat * Math.PI) / 180))
      ).toFixed(6),
    ),
  };
};

/**
 * Where the business is: "Use my current location" (the browser's position, with the
 * spec's location messages), then a pin the seller drags, taps or moves with the arrow keys on a
 * 2 km square around that point, with a link to check the spot in a maps app. No map tiles: the
 * pad works offline and loads nothing from another site (docs/decisions/018-near-me.md). The
 * seller's business form and the administrator's correction both use it.
 */
export function LocationField({ value, city, onChange, disabled }: Props) {
  const { t } = useTranslation();
  const [centre, setCentre] = useState<Position | null>(value);
  const [busy, setBusy] = useState(false);
  const pad = centre ?? value;

  const place = (next: Position, recentre = true) => {
    if (recentre) setCentre(next);
    onChange(next);
  };

  const takeCurrentPosition = async () => {
    setBusy(true);
    try {
      const position = await askPosition({
        notify: (kind, message) => showToast(kind, t(`msg.${message}`)),
      });
      if (!position) return;
      if (!insideIndia(position)) {
        showToast('warning', t('businessForm.location.outsideIndia'));
        return;
      }
      place({ lat: Number(position.lat.toFixed(6)), lng: Number(position.lng.toFixed(6)) });
    } finally {
      setBusy(false);
    }
  };

  const startAtCity = async () => {
    setBusy(true);
    try {
      const found = city ? await fetchCityCentre(city) : null;
      if (found) place(found);
      else showToast('warning', t('businessForm.location.chooseCityFirst'));
    } finally {
      setBusy(false);
    }
  };

  const moveTo = (event: PointerEvent<SVGSVGElement>) => {
    if (!pad || disabled) return;
    const box = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * 2 - 1;
    const y = ((event.clientY - box.top) / box.height) * 2 - 1;
    place(pointAt(pad, x, y), false);
  };

  const nudge = (event: KeyboardEvent<SVGSVGElement>) => {
    if (!pad || !value || disabled) return;
    const step = STEP_M / HALF_SPAN_M;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const at = offsetOf(pad, value);
    place(pointAt(pad, at.x + move[0], at.y + move[1]), false);
  };

  const pin = pad && value ? offsetOf(pad, value) : null;

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('businessForm.location.label')}
      </Text>
      <Text size="xs" c="dimmed">
        {value ? t('businessForm.location.pinHelp') : t('businessForm.location.notSet', { city })}
      </Text>
      <Group gap="xs">
        <Button
          variant="light"
          leftSection={<IconCurrentLocation size={16} aria-hidden />}
          onClick={() => void takeCurrentPosition()}
          loading={busy}
          disabled={disabled}
        >
          {t('businessForm.location.useCurrent')}
        </Button>
        {!value ? (
          <Button
            variant="default"
            leftSection={<IconMapPin size={16} aria-hidden />}
            onClick={() => void startAtCity()}
            disabled={disabled || busy}
          >
            {t('businessForm.location.placeInCity')}
          </Button>
        ) : (
          <Button variant="subtle" color="gray" onClick={() => onChange(null)} disabled={disabled}>
            {t('businessForm.location.clear')}
          </Button>
        )}
      </Group>
      {pad && pin ? (
        <Stack gap={4}>
          <svg
            className={classes.pad}
            width={PAD}
            height={PAD}
            viewBox="-1 -1 2 2"
            role="slider"
            tabIndex={0}
            aria-label={t('businessForm.location.pad')}
            aria-valuetext={`${value!.lat.toFixed(5)}, ${value!.lng.toFixed(5)}`}
            onPointerDown={(event) => {
              event.currentTarget.setPointerCapture(event.pointerId);
              moveTo(event);
            }}
            onPointerMove={(event) => {
              if (event.buttons) moveTo(event);
            }}
            onKeyDown={nudge}
          >
            {[-0.5, 0, 0.5].map((line) => (
              <g key={line} className={line === 0 ? classes.axis : classes.grid}>
                <line x1={line} y1={-1} x2={line} y2={1} />
                <line x1={-1} y1={line} x2={1} y2={line} />
              </g>
            ))}
            <circle className={classes.start} cx={0} cy={0} r={0.03} />
            <g transform={`translate(${pin.x} ${pin.y})`} className={classes.pin}>
              <path d="M0 0 L-0.07 -0.14 A0.08 0.08 0 1 1 0.07 -0.14 Z" />
              <circle cx={0} cy={-0.17} r={0.03} className={classes.pinDot} />
            </g>
          </svg>
          <Text size="xs" c="dimmed">
            {t('businessForm.location.scale')}
          </Text>
          <Group gap="xs">
            <Text size="sm" ff="monospace" data-testid="business-position">
              {value!.lat.toFixed(5)}, {value!.lng.toFixed(5)}
            </Text>
            <Anchor
              href={directionsLink(value!, 'pin', 'web')}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
            >
              {t('businessForm.location.check')}
            </Anchor>
          </Group>
        </Stack>
      ) : null}
    </Stack>
  );
}
