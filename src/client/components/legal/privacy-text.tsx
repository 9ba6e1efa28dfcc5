import { loadCatalogs } from '@client/lib/i18n';

// The policy's words are the legal pages' messages (src/client/features/legal/ar.json), not the common
// catalog every page loads: whoever imports the text (the sign-up wizard's dialog loads it lazily)
// gets it once they are there.
await loadCatalogs(['legal']);

export { PrivacyText } from '@client/features/legal/privacy-text';
