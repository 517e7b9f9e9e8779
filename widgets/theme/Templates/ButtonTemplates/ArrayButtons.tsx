import { ArrowDown, ArrowUp, Cross, Duplicate, Plus, Trash } from '@blueprintjs/icons';
import { TranslatableString, type FormContextType, type IconButtonProps, type RJSFSchema, type StrictRJSFSchema } from '@rjsf/utils';
import { memo } from 'react';
import IconButton from './IconButton';

// Each button names itself in French through `translateString`; the icon is a per-icon
// component, so only these few icon paths are bundled.

function AddButtonFn<T = any, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = any>(
  props: IconButtonProps<T, S, F>,
) {
  const { translateString } = props.registry;
  const label = translateString(TranslatableString.AddButton);
  return (
    <div className="ea-add-button">
      <IconButton iconType="primary" title={label} text={label} {...props} icon={<Plus />} />
    </div>
  );
}
export const AddButton = memo(AddButtonFn) as typeof AddButtonFn;

function CopyButtonFn<T = any, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = any>(
  props: IconButtonProps<T, S, F>,
) {
  const { translateString } = props.registry;
  return <IconButton title={translateString(TranslatableString.CopyButton)} {...props} icon={<Duplicate />} />;
}
export const CopyButton = memo(CopyButtonFn) as typeof CopyButtonFn;

function MoveUpButtonFn<T = any, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = any>(
  props: IconButtonProps<T, S, F>,
) {
  const { translateString } = props.registry;
  return <IconButton title={translateString(TranslatableString.MoveUpButton)} {...props} icon={<ArrowUp />} />;
}
export const MoveUpButton = memo(MoveUpButtonFn) as typeof MoveUpButtonFn;

function MoveDownButtonFn<T = any, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = any>(
  props: IconButtonProps<T, S, F>,
) {
  const { translateString } = props.registry;
  return <IconButton title={translateString(TranslatableString.MoveDownButton)} {...props} icon={<ArrowDown />} />;
}
export const MoveDownButton = memo(MoveDownButtonFn) as typeof MoveDownButtonFn;

function RemoveButtonFn<T = any, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = any>(
  props: IconButtonProps<T, S, F>,
) {
  const { translateString } = props.registry;
  return (
    <IconButton title={translateString(TranslatableString.RemoveButton)} {...props} iconType="danger" icon={<Trash />} />
  );
}
export const RemoveButton = memo(RemoveButtonFn) as typeof RemoveButtonFn;

function ClearButtonFn<T = any, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = any>(
  props: IconButtonProps<T, S, F>,
) {
  const { translateString } = props.registry;
  return <IconButton title={translateString(TranslatableString.ClearButton)} {...props} icon={<Cross />} />;
}
export const ClearButton = memo(ClearButtonFn) as typeof ClearButtonFn;
