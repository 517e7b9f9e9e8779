import type { FormContextType, RJSFSchema, StrictRJSFSchema, TemplatesType } from '@rjsf/utils';
import ArrayFieldItemButtonsTemplate from './ArrayFieldItemButtonsTemplate/ArrayFieldItemButtonsTemplate';
import ArrayFieldItemTemplate from './ArrayFieldItemTemplate/ArrayFieldItemTemplate';
import ArrayFieldTemplate from './ArrayFieldTemplate/ArrayFieldTemplate';
import BaseInputTemplate from './BaseInputTemplate/BaseInputTemplate';
import { generateButtonTemplates } from './ButtonTemplates';
import DescriptionFieldTemplate from './DescriptionFieldTemplate/DescriptionFieldTemplate';
import ErrorListTemplate from './ErrorListTemplate/ErrorListTemplate';
import FieldErrorTemplate from './FieldErrorTemplate/FieldErrorTemplate';
import FieldHelpTemplate from './FieldHelpTemplate/FieldHelpTemplate';
import FieldTemplate from './FieldTemplate/FieldTemplate';
import GridTemplate from './GridTemplate/GridTemplate';
import MultiSchemaFieldTemplate from './MultiSchemaFieldTemplate/MultiSchemaFieldTemplate';
import ObjectFieldTemplate from './ObjectFieldTemplate/ObjectFieldTemplate';
import OptionalDataControlsTemplate from './OptionalDataControlsTemplate/OptionalDataControlsTemplate';
import TitleFieldTemplate from './TitleFieldTemplate/TitleFieldTemplate';
import WrapIfAdditionalTemplate from './WrapIfAdditionalTemplate/WrapIfAdditionalTemplate';

/**
 * The theme's templates. Those not listed (array title/description, cyclic expand, fallback,
 * unsupported field) are RJSF core's, which render through the ones listed here.
 */
export function generateTemplates<
  T = any,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = any,
>(): Partial<TemplatesType<T, S, F>> {
  return {
    ArrayFieldItemButtonsTemplate,
    ArrayFieldItemTemplate,
    ArrayFieldTemplate,
    BaseInputTemplate,
    ButtonTemplates: generateButtonTemplates<T, S, F>(),
    DescriptionFieldTemplate,
    ErrorListTemplate,
    FieldErrorTemplate,
    FieldHelpTemplate,
    FieldTemplate,
    GridTemplate,
    MultiSchemaFieldTemplate,
    ObjectFieldTemplate,
    OptionalDataControlsTemplate,
    TitleFieldTemplate,
    WrapIfAdditionalTemplate,
  };
}

export default generateTemplates();
