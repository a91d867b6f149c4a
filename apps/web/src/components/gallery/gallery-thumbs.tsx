import { Group, UnstyledButton } from '@mantine/core';
import { IMAGE_VARIANTS, mediaUrl } from '@haat/shared';
import { useTranslation } from '@/i18n/use-translation.ts';
import { SlideDots } from '../slides/slide-dots.tsx';
import { SlideStepButton } from '../slides/slide-step-button.tsx';
import { useSlideStrip } from '../slides/use-slide-strip.ts';
import strip from '../slides/slides.module.css';
import classes from './gallery.module.css';
import { groupImages } from './group-images.ts';

type Props = {
  images: readonly string[];
  /** The picture shown large. */
  current: number;
  onSelect: (index: number) => void;
};

/** A gallery's thumbnails in slides of three, with previous / next and dots. */
export function GalleryThumbs({ images, current, onSelect }: Props) {
  const { t } = useTranslation();
  const count = images.length;
  const slides = groupImages(images.map((key, index) => ({ key, index })));
  const { viewport, onScroll, active, canPrev, canNext, goTo } = useSlideStrip(slides.length);
  const several = slides.length > 1;

  return (
    <div className={classes.thumbs}>
      <div
        ref={viewport}
        className={`${strip.viewport} ${classes.thumbStrip}`}
        onScroll={onScroll}
        role="region"
        aria-label={t('gallery.thumbnails')}
      >
        {slides.map((slide) => (
          <div
            key={slide[0]?.key ?? 'slide'}
            className={`${strip.slide} ${classes.thumbSlide}`}
            role="group"
          >
            {slide.map(({ key, index }) => (
              <UnstyledButton
                key={`${key}-${index}`}
                className={classes.thumb}
                data-active={index === current || undefined}
                aria-pressed={index === current}
                aria-label={t('gallery.show', { index: index + 1, count })}
                onClick={() => onSelect(index)}
              >
                <img
                  src={mediaUrl(key, 'card')}
                  width={IMAGE_VARIANTS.card}
                  height={IMAGE_VARIANTS.card}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className={classes.thumbImage}
                />
              </UnstyledButton>
            ))}
          </div>
        ))}
      </div>
      {several ? (
        <Group justify="center" gap="xs" mt={6} wrap="nowrap">
          <SlideStepButton
            direction="previous"
            size="sm"
            onClick={() => goTo(active - 1)}
            disabled={!canPrev}
            label={t('gallery.previousSlide')}
          />
          <SlideDots count={slides.length} active={active} onSelect={goTo} />
          <SlideStepButton
            direction="next"
            size="sm"
            onClick={() => goTo(active + 1)}
            disabled={!canNext}
            label={t('gallery.nextSlide')}
          />
        </Group>
      ) : null}
    </div>
  );
}
