import { Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, SplitButton, type MenuButtonProps } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';

/** The submit of the create page: "Create product", with "Create and log" in its menu. */
export function CreateSplitButton({ disabled, onCreateAndLog }: { disabled: boolean; onCreateAndLog: () => void }) {
  const { t } = useLingui();
  return (
    <Menu positioning="below-end">
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
          <MenuItem onClick={onCreateAndLog}>{t`Create and log`}</MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
