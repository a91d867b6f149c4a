/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Public profile addresses shown under Follow Us in the footer; unset ones are not shown. */
  readonly VITE_FACEBOOK_URL?: string;
  readonly VITE_INSTAGRAM_URL?: string;
  readonly VITE_X_URL?: string;
  readonly VITE_YOUTUBE_URL?: string;
  readonly VITE_LINKEDIN_URL?: string;
}

/** The used Mantine components' stylesheets (build/mantine-styles.ts). */
declare module 'virtual:mantine-styles';
