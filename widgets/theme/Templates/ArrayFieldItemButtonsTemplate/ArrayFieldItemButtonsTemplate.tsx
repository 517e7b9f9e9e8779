import {
  buttonId,
  type ArrayFieldItemButtonsTemplateProps,
  type FormContextType,
  type RJSFSchema,
  type StrictRJSFSchema,
} from '@rjsf/utils';

/** Monter / Descendre / Copier / Supprimer for one list item, as they apply. */
export default function ArrayFieldItemButtonsTemplate<
  T = any,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = any,
>(props: ArrayFieldItemButtonsTemplateProps<T, S, F>) {
  const {
    disabled,
    hasCopy,
    hasMoveDown,
    hasMoveUp,
    hasRemove,
    fieldPathId,
    onCopyItem,
    onMoveDownItem,
    onMoveUpItem,
    onRemoveItem,
    readonly,
    registry,
    uiSchema,
  } = props;
  const { CopyButton, MoveDownButton, MoveUpButton, RemoveButton } = registry.templates.ButtonTemplates;
  const locked = disabled || readonly;
  const orderable = hasMoveUp || hasMoveDown;
  return (
    <>
      {orderable && (
        <MoveUpButton
          id={buttonId(fieldPathId, 'moveUp')}
          className="rjsf-array-item-move-up"
          disabled={locked || !hasMoveUp}
          onClick={onMoveUpItem}
          uiSchema={uiSchema}
          registry={registry}
        />
      )}
      {orderable && (
        <MoveDownButton
          id={buttonId(fieldPathId, 'moveDown')}
          className="rjsf-array-item-move-down"
          disabled={locked || !hasMoveDown}
          onClick={onMoveDownItem}
          uiSchema={uiSchema}
          registry={registry}
        />
      )}
      {hasCopy && (
        <CopyButton
          id={buttonId(fieldPathId, 'copy')}
          className="rjsf-array-item-copy"
          disabled={locked}
          onClick={onCopyItem}
          uiSchema={uiSchema}
          registry={registry}
        />
      )}
      {hasRemove && (
        <RemoveButton
          id={buttonId(fieldPathId, 'remove')}
          className="rjsf-array-item-remove"
          disabled={locked}
          onClick={onRemoveItem}
          uiSchema={uiSchema}
          registry={registry}
        />
      )}
    </>
  );
}
