import {
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  SplitButton,
  type MenuButtonProps,
} from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { usePreloadOnIntent } from '@nutrilog/shared/ui';

/** The submit of the create page: "Create product", with "Create and log" in its menu. */
export function CreateSplitButton({ disabled, onCreateAndLog }: { disabled: boolean; onCreateAndLog: () => void }) {
  const { t } = useLingui();
  // Opening the menu is the intent: the intake form is what "Create and log" opens.
  const logIntent = usePreloadOnIntent('/create-intake-log');
  return (
    <Menu positioning="below-end" onOpenChange={(_event, data) => data.open && logIntent.onFocus()}>
      <MenuTrigger disableButtonEnhancement>
        {(triggerProps: MenuButtonProps) => (
          <SplitButton
            appearance="primary"
            disabled={disabled}
            primaryActionButton={{ type: 'submit' }}
            menuButton={{ ...triggerProps, 'aria-label': t`More ways to create` }}
          >
            {t`Create product`}
          </SplitButton>
        )}
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem onClick={onCreateAndLog} {...logIntent}>{t`Create and log`}</MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
