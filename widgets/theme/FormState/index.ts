export { createErrorVisibilityStore, type ErrorVisibilityStore } from './errorVisibilityStore';
export { ErrorVisibilityContext } from './ErrorVisibilityContext';
export { useErrorsVisible, useSubmitted } from './useErrorsVisible';
export { createPendingEdits, PendingEditsContext, type PendingEdits } from './pendingEdits';
export { LazyWidgetShownContext } from './lazyWidgetShown';
