import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { ActionIcon, Button, VisuallyHidden } from '@mantine/core';
import { IconMicrophone, IconPlayerStopFilled, IconSearch } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import type { CategoryType } from '@haat/shared';
import { useTranslation } from '@/i18n/use-translation.ts';
import { useChosenLocation } from '@/lib/auth-storage.ts';
import { useBrowserValue } from '@/lib/browser-value.ts';
import { typeParam } from '@/lib/listing-params.ts';
import { locationPath } from '@/lib/location-segment.ts';
import { showToast } from '@/lib/toast.ts';
import field from '@/components/plain-field/plain-field.module.css';
import classes from './search-bar.module.css';
import type { SuggestionListHandle } from './suggestion-list.tsx';
import { recognitionConstructor, startVoiceSearch, voiceLanguage } from './voice-search.ts';

// The suggestions load the first time the box is focused: no first view pays for them.
const loadSuggestions = () => import('./suggestion-list.tsx');
const SuggestionList = lazy(loadSuggestions);

type Props = {
  /** The query shown at first (the search page passes the URL's). */
  initialQuery?: string;
  /**
   * Runs a search; `kind` when a suggestion of that kind was picked. Without it the bar opens
   * the search page of the chosen location, /{location}?searchQuery=…, with no kind: the page
   * opens the kind the words ask for, or /{location}?type=services&searchQuery=… for
   * a picked suggestion of services.
   */
  onSearch?: (query: string, kind?: CategoryType) => void;
  size?: 'md' | 'lg';
};

/** The search bar: typed, or spoken (voice search) where the browser can. */
export function SearchBar({ initialQuery = '', onSearch, size = 'md' }: Props) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useChosenLocation();
  const [value, setValue] = useState(initialQuery);
  const [listening, setListening] = useState(false);
  const Recognition = useBrowserValue(recognitionConstructor, null);
  const stop = useRef<(() => void) | null>(null);
  // The combobox (WAI-ARIA APG): the box keeps focus, arrows move the highlighted suggestion.
  const listId = useId();
  const list = useRef<SuggestionListHandle>(null);
  const [used, setUsed] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [count, setCount] = useState(0);
  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  // A new query in the URL (back, a link) shows in the bar.
  const [shownInitial, setShownInitial] = useState(initialQuery);
  if (shownInitial !== initialQuery) {
    setShownInitial(initialQuery);
    setValue(initialQuery);
  }

  // Text typed into a page the server drew, before the app took it over, is in the field but
  // not in the state: hydration leaves the field as it is, and the next render (the browser's
  // microphone or chosen city) would write the state's empty value over it.
  const input = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== initialQuery) setValue(typed);
    // Once, as the app finds the field; later renders own it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => () => stop.current?.(), []);

  const run = (query: string, kind?: CategoryType) => {
    const text = query.trim();
    if (onSearch) onSearch(text, kind);
    else {
      const search = new URLSearchParams(kind ? { type: typeParam(kind) } : {});
      if (text) search.set('searchQuery', text);
      // Without words the page is the city's list, of products as before.
      else search.set('type', typeParam('product'));
      void navigate(locationPath(location, search));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    close();
    run(value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const shown = open && count > 0;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!shown) {
        // A closed list (after Escape) opens again, nothing highlighted yet.
        if (!open && value.trim()) {
          event.preventDefault();
          setOpen(true);
          setActive(-1);
        }
        return;
      }
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the box itself: past the last row (or above the first) the text is back.
      setActive((current) => ((current + 1 + step + count + 1) % (count + 1)) - 1);
    } else if (event.key === 'Enter' && shown && active >= 0) {
      event.preventDefault();
      list.current?.pick(active);
    } else if (event.key === 'Escape' && shown) {
      // The first Escape closes the list; the next one clears the box as the browser does.
      event.preventDefault();
      close();
    }
  };

  const pickQuery = (text: string, kind: CategoryType) => {
    setValue(text);
    run(text, kind);
  };

  const toggleVoice = () => {
    if (!Recognition) return;
    if (stop.current) {
      stop.current();
      return;
    }
    setListening(true);
    setValue('');
    stop.current = startVoiceSearch(
      Recognition,
      voiceLanguage(i18n.language, typeof navigator !== 'undefined' ? navigator.language : ''),
      {
        onResult: (text) => {
          setValue(text);
          run(text);
        },
        onNoSpeech: () => showToast('warning', t('msg.noSpeechDetected')),
        onEnd: () => {
          stop.current = null;
          setListening(false);
        },
      },
    );
  };

  return (
    // Also a plain GET form, as the app would navigate: a page the server drew can be searched
    // before the app has taken it over (or without it). With onSearch the page searches itself.
    <form
      role="search"
      method="get"
      action={onSearch ? undefined : locationPath(location)}
      onSubmit={submit}
      className={classes.form}
      aria-label={t('searchBar.label')}
    >
      <div
        className={`${field.field} ${classes.field}`}
        data-size={size}
        data-radius="xl"
        data-with-left
        data-with-right={Recognition ? true : undefined}
      >
        <span className={`${field.section} ${field.left} ${classes.leftIcon}`} aria-hidden>
          <IconSearch size={18} />
        </span>
        <input
          ref={input}
          className={field.control}
          type="search"
          name="searchQuery"
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setUsed(true)}
          onPointerEnter={() => void loadSuggestions()}
          onBlur={close}
          onKeyDown={onKeyDown}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open && count > 0}
          aria-controls={listId}
          aria-activedescendant={
            open && active >= 0 && active < count ? `${listId}-${active}` : undefined
          }
          placeholder={listening ? t('msg.listening') : t('searchBar.placeholder')}
          aria-label={t('searchBar.label')}
          enterKeyHint="search"
          autoComplete="off"
        />
        {Recognition ? (
          <span className={`${field.section} ${field.right}`}>
            <ActionIcon
              variant={listening ? 'filled' : 'subtle'}
              color={listening ? 'red' : 'saffron'}
              radius="xl"
              size="lg"
              onClick={toggleVoice}
              aria-label={listening ? t('searchBar.stopVoice') : t('searchBar.voice')}
              aria-pressed={listening}
              className={listening ? classes.listening : undefined}
            >
              {listening ? <IconPlayerStopFilled size={16} /> : <IconMicrophone size={20} />}
            </ActionIcon>
          </span>
        ) : null}
      </div>
      {used ? (
        <Suspense fallback={null}>
          <SuggestionList
            ref={list}
            id={listId}
            text={value}
            city={location}
            open={open}
            active={active}
            onCount={setCount}
            onSearch={pickQuery}
            onPicked={close}
            onActive={setActive}
          />
        </Suspense>
      ) : null}
      <Button
        type="submit"
        size={size}
        radius="xl"
        className={classes.submit}
        aria-label={t('searchBar.submit')}
      >
        <IconSearch size={20} aria-hidden className={classes.submitIcon} />
        <span className={classes.submitText}>{t('searchBar.submit')}</span>
      </Button>
      <VisuallyHidden role="status" aria-live="polite">
        {listening ? t('msg.listening') : ''}
      </VisuallyHidden>
    </form>
  );
}
