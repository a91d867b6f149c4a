// Voice search: the Web Speech API's recognition, in Indian English, or in Hindi for
// a visitor whose app or phone speaks Hindi. Where the browser has no recognition the microphone
// is not offered at all.

type Alternative = { transcript: string };
type RecognitionEvent = { results: ArrayLike<ArrayLike<Alternative>> };

/** The part of SpeechRecognition this app uses (TypeScript's DOM types do not carry it). */
export type Recognition = {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: RecognitionEvent) => void) | null;
  onerror: ((event: { error?: string }) => void) | null;
  onend: (() => void) | null;
  start: () => void;
  stop: () => void;
  abort: () => void;
};
export type RecognitionConstructor = new () => Recognition;

type SpeechWindow = {
  SpeechRecognition?: RecognitionConstructor;
  webkitSpeechRecognition?: RecognitionConstructor;
};

/** The browser's recognition constructor (Chrome on Android names it webkitSpeechRecognition). */
export function recognitionConstructor(
  scope: unknown = typeof window !== 'undefined' ? window : undefined,
): RecognitionConstructor | null {
  const speech = scope as SpeechWindow | undefined;
  return speech?.SpeechRecognition ?? speech?.webkitSpeechRecognition ?? null;
}

/**
 * Listen in the chosen interface language: 'hi-IN' for Hindi, else 'en-IN'. The browser's language
 * counts only before a language is chosen (it is also what the interface defaults to).
 */
export function voiceLanguage(appLanguage: string | undefined, browserLanguage?: string): string {
  const hindi = (language?: string) => Boolean(language?.toLowerCase().startsWith('hi'));
  return hindi(appLanguage || browserLanguage) ? 'hi-IN' : 'en-IN';
}

type Handlers = {
  /** The recognised words. */
  onResult: (text: string) => void;
  /** Nothing was recognised, or recognition failed: 'No speech detected'. */
  onNoSpeech: () => void;
  /** Listening is over, whatever the outcome. */
  onEnd: () => void;
};

/**
 * Starts listening once. Answers a stop function; stopping on purpose is not a failure, so it
 * shows no warning.
 */
export function startVoiceSearch(
  Recognition: RecognitionConstructor,
  lang: string,
  { onResult, onNoSpeech, onEnd }: Handlers,
): () => void {
  let heard = false;
  let failed = false;
  let stopped = false;
  let ended = false;
  const finish = () => {
    if (ended) return;
    ended = true;
    onEnd();
  };
  const fail = () => {
    if (failed || heard || stopped) return;
    failed = true;
    onNoSpeech();
  };

  const recognition = new Recognition();
  recognition.lang = lang;
  recognition.continuous = false;
  recognition.interimResults = false;
  recognition.maxAlternatives = 1;
  recognition.onresult = (event) => {
    const text = event.results[0]?.[0]?.transcript?.trim() ?? '';
    if (!text) return;
    heard = true;
    onResult(text);
  };
  recognition.onerror = () => fail();
  recognition.onend = () => {
    if (!heard) fail();
    finish();
  };
  try {
    recognition.start();
  } catch {
    fail();
    finish();
  }
  return () => {
    if (ended) return;
    stopped = true;
    try {
      recognition.abort();
    } catch {
      // already over
    }
    finish();
  };
}
