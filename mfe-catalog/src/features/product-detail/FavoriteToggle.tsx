import { ToggleButton } from '@fluentui/react-components';
import { StarFilled, StarRegular } from '@fluentui/react-icons';
import { useLingui } from '@lingui/react/macro';

/** A pressed star when the product is a favourite; pressing it toggles (aria-pressed tells the state). */
export function FavoriteToggle({ favorite, onToggle }: { favorite: boolean; onToggle: () => void }) {
  const { t } = useLingui();
  return (
    <ToggleButton checked={favorite} icon={favorite ? <StarFilled /> : <StarRegular />} onClick={onToggle}>
      {t`Favourite`}
    </ToggleButton>
  );
}
