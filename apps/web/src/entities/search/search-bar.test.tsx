import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { MSG } from '@haat/shared';
import { en } from '@/i18n/en.ts';
import { setLocation } from '@/lib/auth-storage.ts';
import { Providers } from '@/app/providers.tsx';
import { createQueryClient } from '@/app/query-client.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { SearchBar } from './search-bar.tsx';
import {
  recognitionConstructor,
  startVoiceSearch,
  voiceLanguage,
  type Recognition,
} from './voice-search.ts';

/** A stand-in for the browser's SpeechRecognition that the test drives by hand. */
class FakeRecognition implements Recognition {
  static last: FakeRecognition | null = null;
  lang = '';
  continuous = true;
  interimResults = true;
  maxAlternatives = 5;
  onresult: Recognition['onresult'] = null;
  onerror: Recognition['onerror'] = null;
  onend: Recognition['onend'] = null;
  started = false;
  constructor() {
    FakeRecognition.last = this;
  }
  start() {
    this.started = true;
  }
  stop() {
    this.onend?.();
  }
  abort() {
    this.onend?.();
  }
  say(text: string) {
    this.onresult?.({ results: [[{ transcript: text }]] });
    this.onend?.();
  }
  fail(error = 'no-speech') {
    this.onerror?.({ error });
    this.onend?.();
  }
}

function renderBar() {
  const router = createMemoryRouter(
    [
      { path: '/home', element: <SearchBar /> },
      { path: '/:location', element: <SearchBar /> },
    ],
    { initialEntries: ['/home'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

describe('voice search helpers', () => {
  it('finds webkitSpeechRecognition, or nothing', () => {
    expect(recognitionConstructor({})).toBeNull();
    expect(recognitionConstructor({ webkitSpeechRecognition: FakeRecognition })).toBe(
      FakeRecognition,
    );
  });

  it('listens in Indian English, or Hindi for a Hindi app or browser', () => {
    expect(voiceLanguage('en', 'en-US')).toBe('en-IN');
    expect(voiceLanguage('hi', 'en-US')).toBe('hi-IN');
    // The chosen language wins over the browser's.
    expect(voiceLanguage('en', 'hi-IN')).toBe('en-IN');
    expect(voiceLanguage(undefined, 'hi-IN')).toBe('hi-IN');
  });

  it('reports silence once and a stop on purpose not at all', () => {
    const handlers = { onResult: vi.fn(), onNoSpeech: vi.fn(), onEnd: vi.fn() };
    startVoiceSearch(FakeRecognition, 'en-IN', handlers);
    const recognition = FakeRecognition.last!;
    expect(recognition.lang).toBe('en-IN');
    expect(recognition.interimResults).toBe(false);
    recognition.fail();
    expect(handlers.onNoSpeech).toHaveBeenCalledTimes(1);
    expect(handlers.onEnd).toHaveBeenCalledTimes(1);

    const quiet = { onResult: vi.fn(), onNoSpeech: vi.fn(), onEnd: vi.fn() };
    const stop = startVoiceSearch(FakeRecognition, 'en-IN', quiet);
    stop();
    expect(quiet.onNoSpeech).not.toHaveBeenCalled();
    expect(quiet.onEnd).toHaveBeenCalledTimes(1);
  });
});

describe('SearchBar', () => {
  it('keeps what was typed into the drawn page before the app took it over', () => {
    // A chosen city and a microphone are the browser's: the bar renders again once hydrated.
    setLocation('Pune');
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
    const page = () => {
      const router = createMemoryRouter(
        [
          { path: '/home', element: <SearchBar /> },
          { path: '/:location', element: <SearchBar /> },
        ],
        { initialEntries: ['/home'] },
      );
      const tree = (
        <Providers queryClient={createQueryClient()} env="test">
          <RouterProvider router={router} />
        </Providers>
      );
      return { router, tree };
    };
    const container = document.createElement('div');
    container.innerHTML = renderToString(page().tree);
    document.body.append(container);
    // The visitor types while the app's code is on its way.
    container.querySelector<HTMLInputElement>('input[name="searchQuery"]')!.value = 'fan';

    const { router, tree } = page();
    render(tree, { container, hydrate: true });
    const box = screen.getByRole('combobox', { name: en.searchBar.label });
    expect((box as HTMLInputElement).value).toBe('fan');
    // The microphone arrived with the app, and the words are still the visitor's.
    expect(screen.getByRole('button', { name: en.searchBar.voice })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: en.searchBar.submit }));
    expect(router.state.location.pathname).toBe('/Pune');
    expect(router.state.location.search).toBe('?searchQuery=fan');
  });

  it('opens the search page of the chosen location with the typed query and no kind (issue 35: the page opens the kind the words ask for)', () => {
    setLocation('Pune');
    const router = renderBar();
    fireEvent.change(screen.getByRole('combobox', { name: en.searchBar.label }), {
      target: { value: 'almira' },
    });
    fireEvent.click(screen.getByRole('button', { name: en.searchBar.submit }));
    expect(router.state.location.pathname).toBe('/Pune');
    expect(router.state.location.search).toBe('?searchQuery=almira');
  });

  it('hides the microphone where the browser cannot recognise speech', () => {
    renderBar();
    expect(screen.queryByRole('button', { name: en.searchBar.voice })).toBeNull();
  });

  it('shows Listening..., then searches for the recognised words', () => {
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
    const router = renderBar();
    fireEvent.click(screen.getByRole('button', { name: en.searchBar.voice }));
    expect(screen.getByPlaceholderText(MSG.listening)).toBeTruthy();
    expect(FakeRecognition.last!.started).toBe(true);
    expect(FakeRecognition.last!.lang).toBe('en-IN');
    act(() => FakeRecognition.last!.say('refrigerator'));
    expect(router.state.location.pathname).toBe('/all-over-india');
    expect(router.state.location.search).toBe('?searchQuery=refrigerator');
  });

  it('warns No speech detected when nothing is heard', async () => {
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
    const router = renderBar();
    fireEvent.click(screen.getByRole('button', { name: en.searchBar.voice }));
    act(() => FakeRecognition.last!.fail());
    expect(await screen.findByText(MSG.noSpeechDetected)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home');
    expect(screen.queryByPlaceholderText(MSG.listening)).toBeNull();
  });
});
