import { msg, t } from '@client/lib/i18n';

// Brand marks drawn inline (lucide dropped brand icons); decorative, so hidden from assistive tech.
const PATHS = {
  X: 'M17.75 3h3.07l-6.7 7.66L22 21h-6.17l-4.83-6.32L5.47 21H2.4l7.17-8.2L2 3h6.33l4.37 5.77L17.75 3Zm-1.08 16.2h1.7L7.4 4.72H5.57L16.67 19.2Z',
  Facebook: 'M14 8.5V6.8c0-.8.5-1.3 1.4-1.3H17V2.2c-.3 0-1.4-.2-2.6-.2-2.7 0-4.4 1.6-4.4 4.6v1.9H7v3.6h3V22h4v-9.9h3l.5-3.6H14Z',
  Instagram:
    'M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4Zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6Zm6-7.9a1.1 1.1 0 1 1-2.2 0 1.1 1.1 0 0 1 2.2 0ZM21.9 8c-.1-1.6-.4-3-1.6-4.2S17.6 2.2 16 2.1C14.3 2 9.7 2 8 2.1c-1.6.1-3 .4-4.2 1.6S2.2 6.4 2.1 8C2 9.7 2 14.3 2.1 16c.1 1.6.4 3 1.6 4.2s2.6 1.5 4.2 1.6c1.7.1 6.3.1 8 0 1.6-.1 3-.4 4.2-1.6s1.5-2.6 1.6-4.2c.1-1.7.1-6.3 0-8Zm-2.2 9.9a3.2 3.2 0 0 1-1.8 1.8c-1.3.5-4.3.4-5.9.4s-4.6.1-5.9-.4a3.2 3.2 0 0 1-1.8-1.8c-.5-1.3-.4-4.3-.4-5.9s-.1-4.6.4-5.9a3.2 3.2 0 0 1 1.8-1.8C7.4 3.8 10.4 3.9 12 3.9s4.6-.1 5.9.4a3.2 3.2 0 0 1 1.8 1.8c.5 1.3.4 4.3.4 5.9s.1 4.6-.4 5.9Z',
  LinkedIn:
    'M6.9 21H2.8V8.9h4.1V21ZM4.8 7.2a2.4 2.4 0 1 1 0-4.7 2.4 2.4 0 0 1 0 4.7ZM21.2 21h-4.1v-5.9c0-1.4 0-3.2-2-3.2s-2.2 1.5-2.2 3.1v6h-4.1V8.9h3.9v1.7h.1c.5-1 1.9-2 3.8-2 4.1 0 4.9 2.7 4.9 6.2V21Z',
} as const;

export type SocialNetwork = keyof typeof PATHS;
export const SOCIAL_NETWORKS = Object.keys(PATHS) as SocialNetwork[];

/** The networks' names as the page's language writes them. */
const NAMES: Record<SocialNetwork, string> = {
  X: msg('X'),
  Facebook: msg('Facebook'),
  Instagram: msg('Instagram'),
  LinkedIn: msg('LinkedIn'),
};
export const socialNetworkName = (network: SocialNetwork): string => t(NAMES[network]);

export function SocialIcon({ network, className }: { network: SocialNetwork; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" className={className} aria-hidden focusable="false">
      <path d={PATHS[network]} />
    </svg>
  );
}
