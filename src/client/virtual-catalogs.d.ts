// The compiled message catalogs (scripts/vite-catalogs.ts).
declare module 'virtual:catalog/*' {
  import type { Messages } from '@lingui/core';
  const messages: Messages;
  export default messages;
  /** The English of the catalog's messages with simple {values} (Arabic catalogs only). */
  export const patterns: string[];
}
