import { useState } from 'react';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { REVIEW_LIMITS, replyReviewBody, type SellerReview } from '@haat/shared';
import { useTranslation } from '@/i18n/use-translation.ts';
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
  const [text, setText] = useState(review.reply?.text ?? '');
  const [error, setError] = useState<string | null>(null);
  const reply = useReplyToReview();
  const isEdit = review.reply !== null;

  const submit = async () => {
    const checked = replyReviewBody.shape.reply.safeParse(text);
    if (!checked.success) {
      setError(localizeReviewMessage(t, checked.error.issues[0]?.message ?? ''));
      return;
    }
    try {
      await reply.mutateAsync({ id: review._id, reply: checked.data });
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
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      noValidate
      aria-label={t(isEdit ? 'sellerReviews.editReplyTo' : 'sellerReviews.replyTo', {
        name: review.name,
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
          value={text}
          error={error}
          data-autofocus
          autoFocus
          onChange={(event) => {
            setText(event.currentTarget.value);
            if (error) setError(null);
          }}
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
