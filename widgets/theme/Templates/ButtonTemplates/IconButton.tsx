import { Button, Intent, type ButtonProps } from '@blueprintjs/core';
import type { FormContextType, IconButtonProps, RJSFSchema, StrictRJSFSchema } from '@rjsf/utils';
import { memo } from 'react';

const intentByIconType: Record<string, Intent> = {
  danger: Intent.DANGER,
  primary: Intent.PRIMARY,
  info: Intent.PRIMARY,
  success: Intent.SUCCESS,
  warning: Intent.WARNING,
};

/**
 * Blueprint `Button` for RJSF's small action buttons. `icon` must be an icon element
 * (`<Plus />` from `@blueprintjs/icons`): a string would make Blueprint load every icon path;
 * strings are therefore ignored. Without visible text, `title` becomes the accessible name.
 */
function IconButtonFn<T = any, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = any>(
  props: IconButtonProps<T, S, F> & { text?: string },
) {
  const { iconType = 'default', icon, className, uiSchema, registry, title, text, children, ...htmlProps } = props;
  // Blueprint types its handlers on HTMLElement, RJSF on HTMLButtonElement: same element at run time.
  const buttonProps = htmlProps as unknown as ButtonProps;
  return (
    <Button
      type="button"
      variant={text ? 'outlined' : 'minimal'}
      intent={intentByIconType[iconType]}
      className={className}
      title={title}
      aria-label={text ? undefined : title}
      icon={typeof icon === 'string' ? undefined : icon}
      text={text}
      {...buttonProps}
    />
  );
}

const IconButton = memo(IconButtonFn) as typeof IconButtonFn;
export default IconButton;
