import { Box, Stepper, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '@/i18n/use-translation.ts';

type Props = { active: number; labels: string[] };

/**
 * Where the user is in a multi-step account flow; the steps render below it. The stepper is a
 * picture (its steps are not clickable), so assistive technology gets one sentence instead.
 */
export function AuthSteps({ active, labels }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <Box aria-hidden>
        <Stepper
          active={active}
          size="sm"
          iconSize={30}
          labelPosition="bottom"
          wrap={false}
          allowNextStepsSelect={false}
        >
          {labels.map((label) => (
            <Stepper.Step key={label} label={label} allowStepSelect={false} />
          ))}
        </Stepper>
      </Box>
      <VisuallyHidden>
        {t('auth.stepOf', {
          current: active + 1,
          total: labels.length,
          label: labels[active] ?? '',
        })}
      </VisuallyHidden>
    </>
  );
}
