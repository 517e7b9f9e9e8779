import { Cross, Plus } from '@blueprintjs/icons';
import type { FormContextType, OptionalDataControlsTemplateProps, RJSFSchema, StrictRJSFSchema } from '@rjsf/utils';
import IconButton from '../ButtonTemplates/IconButton';

/** Add / remove the data of an optional object or array, or say there is none. */
export default function OptionalDataControlsTemplate<
  T = any,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = any,
>(props: OptionalDataControlsTemplateProps<T, S, F>) {
  const { id, registry, label, onAddClick, onRemoveClick } = props;
  if (onAddClick) {
    return (
      <IconButton id={id} registry={registry} className="rjsf-add-optional-data" title={label} onClick={onAddClick} icon={<Plus />} />
    );
  }
  if (onRemoveClick) {
    return (
      <IconButton
        id={id}
        registry={registry}
        className="rjsf-remove-optional-data"
        title={label}
        onClick={onRemoveClick}
        icon={<Cross />}
      />
    );
  }
  return <em id={id}>{label}</em>;
}
