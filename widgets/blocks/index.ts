/** Non-form building blocks: screens and dialogs place them directly (not through ui:widget). */
export { Accordion, AccordionGroup, ACCORDION_SETTLE_MS, assertOneOpen, type AccordionItem } from './Accordion';
export { Tabs, resolveTabKey, type TabItem } from './Tabs';
export { CmsBlock } from './CmsBlock';
export { sanitizeCms } from './sanitizeCms';
export { ConfirmCancelButtons } from './ConfirmCancelButtons';
export { RequiredFieldsSection, FormItem, InfoItem, InfoList } from './Layouts';
export { FaqFeedback, type FaqFeedbackAnswer } from './FaqFeedback';
