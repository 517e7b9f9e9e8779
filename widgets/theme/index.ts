/**
 * Blueprint 6 theme for RJSF v6 — French, accessible, errors shown only once a field is left
 * or the form submitted. See `Form/Form.tsx` for the engine-facing `BlueprintForm`.
 */
export { BlueprintForm, generateForm, ThemedForm, type BlueprintFormProps } from './Form/Form';
export { generateTheme, Theme } from './Theme/Theme';
export { generateTemplates } from './Templates';
export { generateWidgets } from './Widgets';
export { default as RequiredFieldsNote, type RequiredFieldsNoteProps } from './RequiredFieldsNote/RequiredFieldsNote';
export { hasRequiredField } from './RequiredFieldsNote/hasRequiredField';
export { translateString } from './i18n/translateString';
export { createErrorVisibilityStore, ErrorVisibilityContext, useErrorsVisible, type ErrorVisibilityStore } from './FormState';
