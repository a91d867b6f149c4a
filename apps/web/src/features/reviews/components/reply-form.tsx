import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { REVIEW_LIMITS, replyReviewBody, type SellerReview } from '@haat/shared';
import { useTranslation } from '@/i18n/use-translation.ts';
import { reviewerName } from '@/entities/review/reviewer-name.ts';
import { showToast } from '@/lib/toast.ts';
import { useReplyToReview } from '../api.ts';
import { localizeReviewMessage } from '../review-messages.ts';

type Props = { review: SellerReview; onDone: () => void };

/**
 * The seller's one public reply to a review, written or edited in place. The rule is the shared
 * schema's (required, at most 2,000 characters); the server's answer says whether it was new.
 */
export function ReplyForm({ review, onDone }: Props) {
  const { t } = useTranslation();
  const reply = useReplyToReview();
  const isEdit = review.reply !== null;
  const form = useForm({
    initialValues: { reply: review.reply?.text ?? '' },
    validate: {
      reply: (value) => {
        const checked = replyReviewBody.shape.reply.safeParse(value);
        return checked.success
          ? null
          : localizeReviewMessage(t, checked.error.issues[0]?.message ?? '');
      },
    },
  });

  const submit = async (text: string) => {
    try {
      // The shared schema trims the reply; the server stores it so.
      await reply.mutateAsync({ id: review._id, reply: text.trim() });
    } catch {
      return; // the API client has shown the server's message
    }
    showToast(
      'success',
      t(isEdit ? 'sellerReviews.msg.replyUpdated' : 'sellerReviews.msg.replyPublished'),
    );
    onDone();
  };

  return (
    <form
      onSubmit={form.onSubmit(({ reply: text }) => void submit(text))}
      noValidate
      aria-label={t(isEdit ? 'sellerReviews.editReplyTo' : 'sellerReviews.replyTo', {
        name: reviewerName(review, t),
      })}
    >
      <Stack gap="xs">
        <Textarea
          label={t('sellerReviews.yourReply')}
          description={t('sellerReviews.replyHint')}
          placeholder={t('sellerReviews.replyPlaceholder')}
          rows={4}
          // One over the limit, so a pasted text past it is caught by the rule with its message.
          maxLength={REVIEW_LIMITS.replyChars + 1}
          data-autofocus
          autoFocus
          {...form.getInputProps('reply')}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" size="sm" onClick={onDone} disabled={reply.isPending}>
            {t('sellerReviews.cancel')}
          </Button>
          <Button type="submit" size="sm" loading={reply.isPending}>
            {t(isEdit ? 'sellerReviews.save' : 'sellerReviews.publish')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
