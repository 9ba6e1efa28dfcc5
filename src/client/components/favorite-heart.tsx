import { useFavoriteIds, useToggleFavorite } from '@client/features/saved/api/favorites';
import { HeartButton, type FavoriteButtonProps } from './heart-button';

/** A signed-in user's heart (favorite-button.tsx): pressed when the listing is among their saved ids; a click toggles it at once. */
export default function FavoriteHeart(props: FavoriteButtonProps) {
  const ids = useFavoriteIds(true);
  const toggle = useToggleFavorite();
  const saved = ids.data?.has(props.listing.id) ?? false;
  return <HeartButton {...props} saved={saved} disabled={ids.isPending} onClick={() => void toggle(props.listing, saved)} />;
}
