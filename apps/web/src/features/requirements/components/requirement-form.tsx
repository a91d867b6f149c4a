import { useCallback, useEffect, useRef, useState } from 'react';
import {
  Alert,
  Button,
  Group,
  Radio,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import {
  ALL_OVER_INDIA,
  CATEGORY_TYPES,
  REQUIREMENT_LIMITS,
  REQUIREMENT_WHEN,
  requirementCreateBody,
  type Position,
  type RequirementCreateFields,
  type RequirementSuggestion,
} from '@haat/shared';
import type { RequirementPrefill } from '@/entities/requirement/requirement-entry.tsx';
import { PhoneInput } from '@/components/phone-input.tsx';
import { PrivacyNoticeLine } from '@/components/privacy-notice-line.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import { useAuth, useChosenLocation } from '@/lib/auth-storage.ts';
import { readProof } from '@/lib/buyer-proof.ts';
import { focusFirstError } from '@/lib/focus-first-error.ts';
import { schemaErrors } from '@/lib/form-rules.ts';
import { useRequirementSuggestion } from '../api.ts';
import { CategoryChoice } from './category-choice.tsx';
import { WhereFields } from './where-fields.tsx';
import { HoneypotField } from '@/entities/enquiry/honeypot-field.tsx';

const SUGGEST_DEBOUNCE_MS = 500;

/**
 * The form's fields, each with a value: the kind and the time start unchosen (''), and Near me
 * is the position beside them (requirementBody).
 */
export type RequirementValues = Omit<
  Required<Omit<RequirementCreateFields, 'latitude' | 'longitude' | 'proof'>>,
  'kind' | 'when'
> & {
  kind: RequirementCreateFields['kind'] | '';
  when: RequirementCreateFields['when'] | '';
};

/** What POST /requirements/create takes from the form (the proof is added by the sender). */
export function requirementBody(values: RequirementValues, position: Position | null) {
  return {
    ...values,
    kind: values.kind || undefined,
    when: values.when || undefined,
    // Near me: the position is the place; a locality is not sent beside it.
    locality: position ? '' : values.locality,
    latitude: position?.lat,
    longitude: position?.lng,
  };
}

type Props = {
  prefill: RequirementPrefill;
  /** Values kept from an earlier try (back from the code step). */
  kept: { values: RequirementValues; position: Position | null } | null;
  /** A refusal of the server about the form, shown above it. */
  refusal: string | null;
  busy: boolean;
  onSubmit: (values: RequirementValues, position: Position | null) => void;
};

/**
 * "Tell us what you need": the need, its kind and sub-category (suggested from the
 * words, changeable), quantity or budget, when, where (city, a locality or Near me), name and
 * phone. Every rule and message is the server's own (packages/shared requirementCreateBody).
 */
export function RequirementForm({ prefill, kept, refusal, busy, onSubmit }: Props) {
  const { t } = useTranslation();
  const { isLoggedIn, userData } = useAuth();
  const chosenCity = useChosenLocation();
  const [position, setPosition] = useState<Position | null>(kept?.position ?? null);
  // Until the buyer picks a kind or a category by hand, the words' suggestion picks it (the
  // category only within the kind chosen); a link from a category page came with its choice.
  const [kindByHand, setKindByHand] = useState(false);
  const [byHand, setByHand] = useState(Boolean(prefill.categoryId || prefill.subCategoryId));
  const [fromSuggestion, setFromSuggestion] = useState(false);

  // Stable between renders: the form's setters change with their rules, and effects use them.
  const validate = useCallback(
    (values: RequirementValues) =>
      schemaErrors(requirementCreateBody, requirementBody(values, position)) ?? {},
    [position],
  );
  const form = useForm<RequirementValues>({
    initialValues: kept?.values ?? {
      need: prefill.need ?? '',
      kind: prefill.kind ?? '',
      categoryId: prefill.categoryId ?? '',
      subCategoryId: prefill.subCategoryId ?? '',
      quantity: '',
      when: '',
      city: prefill.city ?? '',
      locality: '',
      contactPerson: '',
      phoneNo: '',
      website: '',
    },
    validate,
  });

  // What the browser knows (the header's city, the signed-in seller, the phone proved today)
  // fills what is still empty once the page is in the browser: the server drew it without.
  const { setFieldValue } = form;
  const { city, contactPerson, phoneNo } = form.values;
  useEffect(() => {
    if (!city && chosenCity !== ALL_OVER_INDIA) setFieldValue('city', chosenCity);
    // Only on arrival and when the header's city changes, never over what the buyer typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chosenCity]);
  useEffect(() => {
    if (!contactPerson && isLoggedIn && userData?.name)
      setFieldValue('contactPerson', userData.name);
    const phone = (isLoggedIn ? userData?.phoneNo : null) ?? readProof()?.phoneNo;
    if (!phoneNo && phone) setFieldValue('phoneNo', phone);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isLoggedIn, userData]);

  const words = form.values.need.trim();
  const [debouncedWords] = useDebouncedValue(words, SUGGEST_DEBOUNCE_MS);
  const suggestion = useRequirementSuggestion(
    debouncedWords,
    form.values.city.trim(),
    !byHand && debouncedWords.length >= REQUIREMENT_LIMITS.needMin,
  );
  const kind = form.values.kind;
  const suggested =
    byHand || (kindByHand && suggestion.data?.kind !== kind) ? undefined : suggestion.data;
  // Each suggestion is applied once: what the buyer changes afterwards stays.
  const applied = useRef<RequirementSuggestion | undefined>(undefined);
  useEffect(() => {
    if (!suggested || applied.current === suggested) return;
    applied.current = suggested;
    setFieldValue('kind', suggested.kind);
    setFieldValue('categoryId', suggested.category?._id ?? '');
    setFieldValue('subCategoryId', suggested.subCategory?._id ?? '');
    setFromSuggestion(Boolean(suggested.category || suggested.subCategory));
  }, [suggested, setFieldValue]);

  const chooseCategory = useCallback(
    (choice: { categoryId: string; subCategoryId: string }) => {
      setByHand(true);
      setFromSuggestion(false);
      setFieldValue('categoryId', choice.categoryId);
      setFieldValue('subCategoryId', choice.subCategoryId);
    },
    [setFieldValue],
  );

  const choosePosition = (next: Position | null) => {
    setPosition(next);
    form.clearFieldError('latitude');
  };

  const submit = form.onSubmit(
    (values) => onSubmit(values, position),
    () => focusFirstError(),
  );

  const optional = (
    <Text span size="xs" c="dimmed" fw={400}>
      ({t('postRequirement.optional')})
    </Text>
  );

  return (
    <form onSubmit={submit} noValidate aria-busy={busy}>
      <Stack gap="md">
        {refusal ? (
          <Alert color="red" variant="light" role="alert">
            {refusal}
          </Alert>
        ) : null}
        <Textarea
          label={t('postRequirement.need')}
          placeholder={t('postRequirement.needPlaceholder')}
          withAsterisk
          autosize
          minRows={3}
          maxRows={8}
          maxLength={REQUIREMENT_LIMITS.needMax}
          {...form.getInputProps('need')}
        />
        <Radio.Group
          label={t('postRequirement.kind')}
          withAsterisk
          value={kind}
          onChange={(value) => {
            setKindByHand(true);
            if (value === kind) return;
            // Another kind's categories: the choice starts again (the words may suggest one).
            setFromSuggestion(false);
            form.setFieldValue('kind', value as RequirementValues['kind']);
            form.setFieldValue('categoryId', '');
            form.setFieldValue('subCategoryId', '');
          }}
          error={form.errors.kind}
        >
          <Group gap="lg" mt={6}>
            {CATEGORY_TYPES.map((kind) => (
              <Radio key={kind} value={kind} label={t(`postRequirement.kinds.${kind}`)} />
            ))}
          </Group>
        </Radio.Group>
        <CategoryChoice
          kind={kind}
          categoryId={form.values.categoryId}
          subCategoryId={form.values.subCategoryId}
          suggestion={suggested}
          description={fromSuggestion ? t('postRequirement.suggested') : undefined}
          onChange={chooseCategory}
        />
        <TextInput
          label={
            <>
              {t('postRequirement.quantity')} {optional}
            </>
          }
          placeholder={t('postRequirement.quantityPlaceholder')}
          maxLength={REQUIREMENT_LIMITS.quantityMax}
          {...form.getInputProps('quantity')}
        />
        <Radio.Group label={t('postRequirement.when')} withAsterisk {...form.getInputProps('when')}>
          <Group gap="lg" mt={6}>
            {REQUIREMENT_WHEN.map((when) => (
              <Radio key={when} value={when} label={t(`postRequirement.whenOptions.${when}`)} />
            ))}
          </Group>
        </Radio.Group>
        <Stack gap="xs" component="fieldset" style={{ border: 0, margin: 0, padding: 0 }}>
          <Title order={2} fz="md" component="legend" mb={4} p={0}>
            {t('postRequirement.where')}
          </Title>
          <WhereFields
            city={{
              value: form.values.city,
              error: form.errors.city,
              onChange: (value) => form.setFieldValue('city', value),
            }}
            locality={{
              value: form.values.locality,
              error: form.errors.locality,
              onChange: (value) => form.setFieldValue('locality', value),
            }}
            position={position}
            onPosition={choosePosition}
            placeError={form.errors.latitude as string | undefined}
          />
        </Stack>
        <Stack gap="sm" component="fieldset" style={{ border: 0, margin: 0, padding: 0 }}>
          <Title order={2} fz="md" component="legend" mb={4} p={0}>
            {t('postRequirement.contact')}
          </Title>
          <TextInput
            label={t('postRequirement.name')}
            autoComplete="name"
            withAsterisk
            maxLength={REQUIREMENT_LIMITS.contactPersonMax}
            {...form.getInputProps('contactPerson')}
          />
          <PhoneInput
            label={t('postRequirement.phone')}
            description={t('postRequirement.phoneHint')}
            withAsterisk
            {...form.getInputProps('phoneNo')}
          />
        </Stack>
        <HoneypotField
          label={t('postRequirement.honeypot')}
          value={form.values.website}
          onChange={(value) => form.setFieldValue('website', value)}
        />
        {/* Who sees what: decision 033 (the name with the offer, the phone once accepted). */}
        <PrivacyNoticeLine text={t('postRequirement.shareNote')} />
        <Button type="submit" size="md" loading={busy}>
          {t('postRequirement.send')}
        </Button>
      </Stack>
    </form>
  );
}
