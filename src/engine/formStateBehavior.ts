import type { Experimental_DefaultFormStateBehavior } from '@rjsf/utils';

/**
 * How the portal's forms fill defaults. Nothing is decided for the member: a consent or the
 * CGU box is never pre-ticked (RJSF would default a `const`), and a list with `minItems` starts
 * empty (RJSF would add blank items — an empty uploaded-file entry reads as '* saisie obligatoire'
 * instead of 'Merci de joindre le document demandé.').
 */
export const FORM_STATE_BEHAVIOR: Experimental_DefaultFormStateBehavior = {
  constAsDefaults: 'never',
  arrayMinItems: { populate: 'never' },
};
