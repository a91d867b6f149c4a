import { useState } from 'react';
import {
  Alert,
  Button,
  Input,
  Modal,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import {
  AUTH_MSG,
  REVIEW_LIMITS,
  reviewFormSchema,
  wordCount,
  type ReviewFormValues,
} from '@haat/shared';
import { OtpStep } from '@/entities/otp/otp-step.tsx';
import { PhoneInput } from '@/components/phone-input.tsx';
import { PrivacyNoticeLine } from '@/components/privacy-notice-line.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import { isApiError } from '@/lib/api-errors.ts';
import { useAuth } from '@/lib/auth-storage.ts';
import { schemaRule } from '@/lib/form-rules.ts';
import { localizeAnswer } from '@/lib/messages.ts';
import { useOtpSender } from '@/entities/otp/api.ts';
import { loadReviewStrings } from '@/lib/review-strings.ts';
import { showApiErrorToast } from '@/lib/show-api-error.ts';
import { useSingleFlight } from '@/lib/single-flight.ts';
import { showToast } from '@/lib/toast.ts';
import type { PublicBusiness } from '../api.ts';
import { useWriteReview, type ReviewWritten } from '../reviews-api.ts';
import classes from './reviews.module.css';

loadReviewStrings();

const STARS = Array.from({ length: REVIEW_LIMITS.maxRating }, (_, i) => i + 1);

type StarProps = { value: number; onChange: (value: number) => void; labelledBy: string };

/** 1 to 5 stars as five radio buttons drawn as stars (arrow keys move between them). */
function StarPicker({ value, onChange, labelledBy }: StarProps) {
  const { t } = useTranslation();
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className={classes.starPicker}>
      {STARS.map((stars) => (
        <label key={stars} className={classes.starOption} data-on={stars <= value || undefined}>
          <input
            type="radio"
            name="review-rating"
            value={stars}
            checked={value === stars}
            onChange={() => onChange(stars)}
            aria-label={t('reviewsPanel.stars', { count: stars })}
          />
          <span aria-hidden>★</span>
        </label>
      ))}
    </div>
  );
}

/** The form's fields, each with a value (the text may be blank). */
type Values = Required<ReviewFormValues>;

// The rules and messages are the server's own (packages/shared schemas/reviews.ts).
const shape = reviewFormSchema.shape;
const rules = {
  rating: schemaRule(shape.rating),
  text: schemaRule(shape.text),
  name: schemaRule(shape.name),
  phoneNo: schemaRule(shape.phoneNo),
};

type Props = {
  opened: boolean;
  business: Pick<PublicBusiness, '_id' | 'name'>;
  onClose: () => void;
  onWritten?: (answer: ReviewWritten) => void;
  /**
   * A phone the buyer proved today in My enquiries: filled in, and its review is
   * sent with that proof instead of a new code.
   */
  proved?: { phoneNo: string; proof: string };
};

/**
 * "Write a review": stars, text, name and phone, then the phone's one-time password
 * (the sign-up step: 4 digits, Resend after 60 seconds), then the review is published, or held
 * for a check when it uses words from the lists (the writer is told). A signed-in visitor
 * reviewing with their own phone skips the code. Writing again with the same phone edits the
 * review; the business's owner is refused with the server's words before any code is sent.
 */
export default function WriteReviewModal({ opened, business, onClose, onWritten, proved }: Props) {
  const { t } = useTranslation();
  const fullScreen = useMediaQuery('(max-width: 36em)');
  const { isLoggedIn, userData } = useAuth();
  // The business is named, so its owner is refused before a code is sent; the refusal is shown
  // above the form, in the server's words (not a toast).
  const otp = useOtpSender('ReviewBusiness', { fkBusinessId: business._id }, false);
  const write = useWriteReview();
  const { busy, run } = useSingleFlight();
  const [step, setStep] = useState<'form' | 'otp'>('form');
  const [sentAt, setSentAt] = useState(0);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: {
      rating: 0,
      text: '',
      name: isLoggedIn ? (userData?.name ?? '') : '',
      phoneNo: proved?.phoneNo ?? (isLoggedIn ? (userData?.phoneNo ?? '') : ''),
    },
    validate: rules,
  });

  const words = wordCount(form.values.text);

  const close = () => {
    setStep('form');
    setRefusal(null);
    onClose();
  };

  const publish = async (values: Values) => {
    let answer: ReviewWritten;
    try {
      const proof = proved?.phoneNo === values.phoneNo ? { enquiryProof: proved.proof } : {};
      answer = await write.mutateAsync({ fkBusinessId: business._id, ...values, ...proof });
    } catch (error) {
      if (isApiError(error) && error.code === 400 && error.message) {
        // The verification lapsed (10 minutes): a new code. Anything else is about the form.
        if (error.message === AUTH_MSG.phoneNotVerified) {
          setStep('otp');
          showToast('error', localizeAnswer(error));
          return;
        }
        setStep('form');
        // The owner's refusal (REVIEW_MSG.ownBusiness) or a rule broken: shown above the form.
        setRefusal(localizeAnswer(error));
        return;
      }
      showApiErrorToast(error);
      return;
    }
    // A held review (words from the lists) is not on the page yet: say so in plain words.
    const said = answer.held
      ? answer.isUpdate
        ? 'reviewMsg.updatedHeld'
        : 'reviewMsg.createdHeld'
      : answer.isUpdate
        ? 'reviewMsg.updated'
        : 'reviewMsg.created';
    showToast(answer.held ? 'info' : 'success', t(said));
    form.setValues({ rating: 0, text: '' });
    onWritten?.(answer);
    close();
  };

  const submit = form.onSubmit((values) =>
    run(async () => {
      setRefusal(null);
      // Their own phone, checked when the account was made, or proved today in My enquiries:
      // no code needed.
      if (
        (isLoggedIn && userData?.phoneNo === values.phoneNo) ||
        proved?.phoneNo === values.phoneNo
      ) {
        await publish(values);
        return;
      }
      try {
        const sent = await otp.send(values.phoneNo);
        if (sent.sent) showToast('success', t('authMsg.otpSent'));
        setSentAt(sent.sentAt);
      } catch (error) {
        // The owner's refusal (REVIEW_MSG.ownBusiness) and other 400s above the form; the rest
        // ('Please wait … seconds', no network) as the client would have shown them.
        if (isApiError(error) && error.code === 400 && error.message) {
          setRefusal(localizeAnswer(error));
        } else {
          showApiErrorToast(error);
        }
        return;
      }
      setStep('otp');
    }),
  );

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={
        <Title order={2} fz="lg" component="span">
          {t('reviewsPanel.form.title', { name: business.name })}
        </Title>
      }
      fullScreen={fullScreen}
      radius={fullScreen ? 0 : 'lg'}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('reviewsPanel.form.close') }}
    >
      {step === 'form' ? (
        <form onSubmit={submit} noValidate aria-busy={busy}>
          <Stack gap="sm">
            {refusal ? (
              <Alert color="red" variant="light" role="alert">
                {refusal}
              </Alert>
            ) : null}
            <Input.Wrapper
              label={t('reviewsPanel.form.rating')}
              withAsterisk
              error={form.errors.rating}
              labelElement="div"
              labelProps={{ id: 'review-rating-label' }}
            >
              <StarPicker
                value={form.values.rating}
                onChange={(value) => form.setFieldValue('rating', value)}
                labelledBy="review-rating-label"
              />
            </Input.Wrapper>
            <Textarea
              label={t('reviewsPanel.form.text')}
              placeholder={t('reviewsPanel.form.textPlaceholder')}
              autosize
              minRows={3}
              maxRows={10}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              description={
                <Text
                  component="span"
                  size="xs"
                  c={words > REVIEW_LIMITS.textWords ? 'red.7' : 'dimmed'}
                  aria-live="polite"
                  style={{ display: 'block', textAlign: 'right' }}
                >
                  {t('reviewsPanel.form.words', { used: words, max: REVIEW_LIMITS.textWords })}
                </Text>
              }
              {...form.getInputProps('text')}
            />
            <TextInput
              label={t('reviewsPanel.form.name')}
              autoComplete="name"
              maxLength={REVIEW_LIMITS.nameChars}
              withAsterisk
              {...form.getInputProps('name')}
            />
            <PhoneInput
              label={t('reviewsPanel.form.phone')}
              description={t('reviewsPanel.form.phoneHint')}
              withAsterisk
              {...form.getInputProps('phoneNo')}
            />
            <PrivacyNoticeLine text={t('reviewsPanel.form.notice')} newTab />
            <Button type="submit" loading={busy} mt="xs">
              {(isLoggedIn && userData?.phoneNo === form.values.phoneNo) ||
              proved?.phoneNo === form.values.phoneNo
                ? t('reviewsPanel.form.publish')
                : t('reviewsPanel.form.next')}
            </Button>
          </Stack>
        </form>
      ) : (
        <Stack gap="sm">
          <Title order={3} fz="md">
            {t('reviewsPanel.form.verify')}
          </Title>
          <OtpStep
            phoneNo={form.values.phoneNo}
            type="ReviewBusiness"
            context={{ fkBusinessId: business._id }}
            sentAt={sentAt}
            onResent={(at) => {
              otp.markSent(form.values.phoneNo, at);
              setSentAt(at);
            }}
            onVerified={() => publish(form.values)}
            onChangeNumber={() => setStep('form')}
          />
        </Stack>
      )}
    </Modal>
  );
}
